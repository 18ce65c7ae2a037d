-- Neovim 0.7's configuration of `gallery lsp` (the README's, with the test's settings from the environment), and, when
-- GALLERY_LSP_TEST_RESULT names a file, the scenario LSPEditorTests runs (scenario.lua).
--
--   nvim -u Tests/Tools/lsp/init.lua Sources/App/Row.swift
--
-- GALLERY_LSP_COMMAND  the gallery to run as `gallery lsp` (default: gallery, from PATH)
-- GALLERY_LSP_TARGETS  the deployment targets, comma-separated (default: iOS=17,macOS=14)
-- GALLERY_LSP_ENCODING utf-16 (Neovim 0.7's own) or utf-8 (offered to the server, which then takes it)
vim.cmd('filetype on')

local command = os.getenv('GALLERY_LSP_COMMAND') or 'gallery'
local encoding = os.getenv('GALLERY_LSP_ENCODING') or 'utf-16'
local targets = vim.split(os.getenv('GALLERY_LSP_TARGETS') or 'iOS=17,macOS=14', ',', { trimempty = true })

local capabilities = vim.lsp.protocol.make_client_capabilities()
if encoding == 'utf-8' then
  capabilities.general = { positionEncodings = { 'utf-8', 'utf-16' } }
end

local client_id
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'swift',
  callback = function(args)
    if not client_id then
      -- The folder of the nearest Package.swift above the file, else the file's own: its Swift files' styles are known.
      local package = vim.fn.findfile('Package.swift', vim.fn.fnamemodify(args.file, ':p:h') .. ';')
      local root = package ~= '' and vim.fn.fnamemodify(package, ':p:h') or vim.fn.fnamemodify(args.file, ':p:h')
      client_id = vim.lsp.start_client({
        name = 'gallery',
        cmd = { command, 'lsp' },
        root_dir = root,
        init_options = { targets = targets },
        capabilities = capabilities,
        offset_encoding = encoding,
      })
    end
    vim.lsp.buf_attach_client(args.buf, client_id)
  end,
})

local result = os.getenv('GALLERY_LSP_TEST_RESULT')
if result then
  local here = debug.getinfo(1, 'S').source:sub(2):match('(.*/)') or './'
  vim.api.nvim_create_autocmd('VimEnter', {
    once = true,
    callback = function()
      vim.schedule(function()
        dofile(here .. 'scenario.lua')(result, encoding)
      end)
    end,
  })
end
