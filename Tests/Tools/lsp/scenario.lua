-- LSPEditorTests' scenario, run by init.lua in `nvim --headless` on a file with a style its targets lack: wait for the
-- server's error, check where Neovim puts it, apply the code action that wraps the statement in `if #available` and
-- write the file; wait for the errors to go; then type a style the targets lack, wait for its error, undo the typing
-- and wait for the error to go. Every wait polls with a deadline. What happened is written as JSON to `result`, then
-- Neovim quits (stopping the server with shutdown and exit).
return function(result, encoding)
  local steps = {}
  local function finish(status)
    local file = assert(io.open(result, 'w'))
    file:write(vim.fn.json_encode({ status = status, steps = steps }))
    file:close()
    vim.cmd('qa!')
  end
  local function step(name, details)
    details = details or {}
    details.step = name
    table.insert(steps, details)
  end
  local function fail(why)
    step('failed', { why = why })
    finish('failed')
  end

  local ok, problem = pcall(function()
    local buffer = vim.api.nvim_get_current_buf()
    local function errors()
      return vim.diagnostic.get(buffer, { severity = vim.diagnostic.severity.ERROR })
    end
    local function summary()
      return vim.tbl_map(function(d) return { line = d.lnum, col = d.col, message = d.message } end, vim.diagnostic.get(buffer))
    end

    -- 1. The server's errors appear, at the modifier: Neovim's byte column is where `.buttonStyle` starts, whatever
    --    the encoding, after the non-ASCII title.
    if not vim.wait(60000, function() return #errors() > 0 end, 20) then
      return fail('no error within 60 s')
    end
    local first = errors()[1]
    local line = vim.api.nvim_buf_get_lines(buffer, first.lnum, first.lnum + 1, true)[1]
    step('diagnostics', {
      items = summary(),
      columnMatches = first.col == line:find('.buttonStyle', 1, true) - 1,
      encoding = select(2, next(vim.lsp.buf_get_clients(buffer))).offset_encoding,
    })

    -- 2. The code action at the error: wrap the statement in `if #available`, then write the file.
    vim.api.nvim_win_set_cursor(0, { first.lnum + 1, first.col })
    local params = vim.lsp.util.make_range_params()
    params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(buffer) }
    local responses = vim.lsp.buf_request_sync(buffer, 'textDocument/codeAction', params, 30000)
    local action
    for _, response in pairs(responses or {}) do
      for _, candidate in ipairs(response.result or {}) do
        if candidate.kind == 'quickfix' and candidate.title:find('if #available', 1, true) then action = candidate end
      end
    end
    if not action then
      return fail('no wrap action: ' .. vim.inspect(responses))
    end
    step('action', { title = action.title })
    vim.lsp.util.apply_workspace_edit(action.edit, encoding)
    vim.cmd('write')
    if not vim.wait(60000, function() return #errors() == 0 end, 20) then
      return fail('errors stayed after the wrap: ' .. vim.inspect(summary()))
    end
    step('wrapped')

    -- 3. Typing a style iOS lacks at the end of the Toggle's line: its error appears; undoing the typing: it goes.
    local lines = vim.api.nvim_buf_get_lines(buffer, 0, -1, true)
    local toggle
    for index, text in ipairs(lines) do
      if text:find('Toggle(', 1, true) then toggle = index end
    end
    vim.api.nvim_win_set_cursor(0, { toggle, 0 })
    -- Its own undo step, apart from the code action's (a script's changes would otherwise be one).
    vim.cmd('let &undolevels = &undolevels')
    vim.cmd('normal! A.toggleStyle(.checkbox)')
    local function checkboxError()
      for _, d in ipairs(errors()) do
        if d.message:find('checkbox', 1, true) and d.lnum == toggle - 1 then return true end
      end
      return false
    end
    if not vim.wait(60000, checkboxError, 20) then
      return fail('no error for the typed style: ' .. vim.inspect(summary()))
    end
    step('typed', { items = summary() })
    vim.cmd('normal! u')
    if not vim.wait(60000, function() return #errors() == 0 end, 20) then
      return fail('the error stayed after undoing: ' .. vim.inspect(summary()))
    end
    step('undone')
    finish('passed')
  end)
  if not ok then
    fail('the scenario failed: ' .. tostring(problem))
  end
end
