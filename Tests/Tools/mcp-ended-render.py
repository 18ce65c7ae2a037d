#!/usr/bin/env python3
"""Ends `gallery mcp` in the middle of a render, driven by the official MCP Python client (the `mcp` package), and
counts what is left: processes and files.

    mcp-ended-render.py GALLERY

For each ending (SIGTERM, SIGINT, SIGHUP and SIGKILL sent to the server, and the client closing the server's standard
input as it shuts down), it starts the server with a temporary folder of its own (TMPDIR) and a mark in its
environment, which every process it starts inherits; asks it for two renders of every page on every platform (a
minute or more); waits until both have drawn their first image; ends the server; and then waits, polling, until no process
with the mark runs and the temporary folder is empty (with the render's X server's socket and lock file gone), for
at most 10 seconds. It prints one line per ending, "SIGTERM: 0 processes and 0 files left", and exits 1 when anything
was left or a render never started.
"""
import glob
import os
import signal
import sys
import tempfile
import time
import uuid

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

ENDINGS = [
    ("SIGTERM", signal.SIGTERM),
    ("SIGINT", signal.SIGINT),
    ("SIGHUP", signal.SIGHUP),
    ("SIGKILL", signal.SIGKILL),
    ("standard input closed", None),
]
# Generous: a busy machine makes these slower, never failed. What the server started ends within a second of the
# server's end (a few signals, a folder of a few images removed), so ten seconds leave a wide margin; a render left
# running goes on drawing every page, two of them sharing the processors for well over twenty seconds, so it is
# still there when the processes are counted.
START_SECONDS = 240
CLEAN_SECONDS = 10
RENDERS = 2


def process_state(pid):
    """The state letter of a process (Z for a zombie), or None when it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return None


def marked(mark):
    """The processes, not zombies, whose environment holds the mark: (pid, command line)."""
    needle = f"GALLERY_TEST_MARK={mark}".encode()
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/environ", "rb") as environ:
                if needle not in environ.read().split(b"\0"):
                    continue
            with open(f"/proc/{name}/cmdline", "rb") as cmdline:
                words = [word.decode(errors="replace") for word in cmdline.read().split(b"\0") if word]
        except OSError:
            continue
        if process_state(name) not in (None, "Z", "X"):
            found.append((int(name), words))
    return found


def displays_of(processes):
    """The display numbers of the renders' Xvfbs among `processes`."""
    numbers = []
    for _, words in processes:
        for index, word in enumerate(words[:-1]):
            if word.endswith("/Xvfb") and words[index + 1].startswith(":"):
                numbers.append(words[index + 1][1:])
    return numbers


def left_files(folder, displays):
    """What is left in the server's temporary folder, and the X servers' sockets and lock files if they remain."""
    left = [os.path.join(folder, name) for name in os.listdir(folder)]
    for number in displays:
        left += [path for path in (f"/tmp/.X11-unix/X{number}", f"/tmp/.X{number}-lock") if os.path.exists(path)]
    return left


async def wait_for(condition, seconds):
    """Polls `condition` every 50 ms until it gives a value, for at most `seconds`; its last value."""
    deadline = time.monotonic() + seconds
    while True:
        value = condition()
        if value or time.monotonic() > deadline:
            return value
        await anyio.sleep(0.05)


async def end_mid_render(gallery, work, name, ending):
    """Runs one server, ends it mid-render with `ending` (a signal, or None to close its input), and returns what was
    left: (processes, files), or None when the render never started drawing."""
    temporary = tempfile.mkdtemp(prefix="tmp-", dir=work)
    pid_file = os.path.join(work, f"pid-{uuid.uuid4()}")
    mark = str(uuid.uuid4())
    # The shell writes its pid and becomes `gallery mcp`, which becomes gallery-mcp: the server keeps that pid.
    server = StdioServerParameters(
        command="/bin/sh",
        args=["-c", 'echo $$ > "$0"; exec "$1" mcp', pid_file, gallery],
        env={"TMPDIR": temporary, "GALLERY_TEST_MARK": mark, "LANG": "C.UTF-8"},
    )
    displays = []
    with open(os.devnull, "w") as quiet:
        async with stdio_client(server, errlog=quiet) as (read, write):
            async with ClientSession(read, write) as session:
                await session.initialize()
                with open(pid_file) as file:
                    pid = int(file.read())
                async with anyio.create_task_group() as calls:
                    async def render():
                        try:
                            await session.call_tool("render", {"platform": "all"})
                        except Exception:
                            pass  # the server is gone: no answer comes

                    for _ in range(RENDERS):
                        calls.start_soon(render)
                    # Drawing, not starting: each render's first image is in its folder.
                    drawing = await wait_for(lambda: len(set(os.path.dirname(os.path.dirname(path)) for path in glob.glob(
                        os.path.join(temporary, "gallery-mcp-*", "images", "*.png")))) == RENDERS, START_SECONDS)
                    displays = displays_of(marked(mark))
                    if not drawing:
                        print(f"{name}: the renders did not both draw in {START_SECONDS} s", file=sys.stderr)
                        calls.cancel_scope.cancel()
                        return None
                    if ending is not None:
                        os.kill(pid, ending)
                        # Counted before the client shuts down (it would signal the server's process group).
                        await wait_for(lambda: not marked(mark) and not left_files(temporary, displays), CLEAN_SECONDS)
                    calls.cancel_scope.cancel()
    # With its input closed, the server is stopped as the client stops it, and counted after.
    await wait_for(lambda: not marked(mark) and not left_files(temporary, displays), CLEAN_SECONDS)
    processes, files = marked(mark), left_files(temporary, displays)
    for pid, words in processes:
        print(f"{name}: left running: {pid} {' '.join(words)}", file=sys.stderr)
        os.kill(pid, signal.SIGKILL)
    for path in files:
        print(f"{name}: left behind: {path}", file=sys.stderr)
    return len(processes), len(files)


async def main(gallery):
    failed = False
    with tempfile.TemporaryDirectory(prefix="gallery-mcp-ended-render-") as work:
        for name, ending in ENDINGS:
            left = await end_mid_render(gallery, work, name, ending)
            if left is None:
                failed = True
                continue
            processes, files = left
            print(f"{name}: {processes} processes and {files} files left", flush=True)
            failed = failed or processes > 0 or files > 0
    return 1 if failed else 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: mcp-ended-render.py GALLERY")
    # Signals blocked by whoever started us stay blocked in every child: unblock them, as a shell would have them.
    signal.pthread_sigmask(signal.SIG_SETMASK, [])
    sys.exit(anyio.run(main, sys.argv[1]))
