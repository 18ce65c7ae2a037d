"""Takes away what scripts/install put under a prefix, by file identity, never through a link.

scripts/install runs it with /usr/bin/python3 -I:

  uninstall.py prefix PREFIX install|uninstall  walks to the folder PREFIX as the kernel walks a path (below), making
                                               what is missing of it when installing; prints its device and inode
                                               ("DEV:INO") and its path without links, each on a line; exit status 3,
                                               and nothing printed, when uninstalling from a PREFIX that is not there
  uninstall.py uninstall PREFIX MANIFEST       the manifest's files, the manifest, then its folders left empty
  uninstall.py check PREFIX MANIFEST           only the checks, before a reinstall writes anything
  uninstall.py stale PREFIX MANIFEST PATH...   after a reinstall: the manifest's files except PATH... (installed
                                               again), then its folders left empty; prints the folders that remain

The last three run in the prefix's folder (scripts/install goes there once `prefix` has found it), and name it
PREFIX in what they say; MANIFEST and each PATH are relative to it.

The prefix is walked as the gallery's own writes walk a path: one name at a time, each looked up in the folder
opened before it, links followed as the kernel follows them, except the rule of the kernel's
`fs.protected_symlinks`, applied whatever the machine's setting: a link in a sticky folder writable by everyone
(/tmp) is followed only when it belongs to this user or to the folder's owner. So a link another user planted
in a shared folder never sends an install anywhere.

Every path is reached from the prefix's own folder one name at a time (openat with O_NOFOLLOW), so a
symbolic link on the way is seen as a link, never followed. The whole manifest is checked before
anything is removed: a line this script did not write, a path outside the prefix or a path through a
link refuses it all, in one line on standard error, with exit status 1.

A file line is `file DEVICE INODE SHA256 PATH` (what the install recorded) or, from installs before
identities were recorded, `file PATH`. A recorded file is removed only while it is still the file
installed: the same inode and the same SHA-256 checksum. One that was replaced or edited since is
kept and named (one line), and the rest is still removed. The device is recorded but not compared:
on btrfs and LVM a file system's device number can change from one boot to the next, its inode
numbers and the file's contents do not. A `file PATH` line removes the file or link at PATH, as
before. A folder line's folder is removed only when it is empty.
"""
import errno
import hashlib
import os
import re
import stat
import sys

FILE_LINE = re.compile(rb"([0-9]+) ([0-9]+) ([0-9a-f]{64}) (.+)")


class Refusal(Exception):
    """A reason to remove nothing, said in one line."""


class LinkOnTheWay(Exception):
    """The relative path `args[0]` (a folder on the way) is a symbolic link."""


def shown(path):
    """`path` (bytes) as the install script quotes paths in its messages."""
    return "'" + os.fsdecode(path) + "'"


def reason(error):
    return os.strerror(error.errno) if error.errno else str(error)


MAXIMUM_LINKS = 40  # the kernel's own limit of links followed in one path


def may_follow(link_owner, folder_status, follower):
    """The rule of Linux's fs.protected_symlinks: in a sticky folder writable by everyone, a link is followed only
    when it belongs to the follower or to the folder's owner."""
    shared = folder_status.st_mode & stat.S_ISVTX and folder_status.st_mode & stat.S_IWOTH
    return not shared or link_owner in (follower, folder_status.st_uid)


def walk_prefix(path, create, lead):
    """Opens the folder `path` (absolute, bytes) one name at a time, as the kernel walks it, following links except
    one another user planted in a shared sticky folder; makes the folders missing on the way when `create`. Returns
    the folder (O_PATH), or None when it is missing and not to be made. Refuses, saying `lead` first, a planted link,
    a part that is not a folder, more than 40 links, and a folder it cannot make or open."""
    pending = [part for part in path.split(b"/") if part not in (b"", b".")]
    folder = os.open(b"/", os.O_PATH | os.O_DIRECTORY | os.O_CLOEXEC)
    walked, links = b"", 0
    try:
        while pending:
            name = pending.pop(0)
            here = walked + b"/" + name
            try:
                status = os.stat(name, dir_fd=folder, follow_symlinks=False)
            except FileNotFoundError:
                if not create:
                    os.close(folder)
                    return None
                try:
                    os.mkdir(name, 0o777, dir_fd=folder)
                except FileExistsError:
                    pass  # made meanwhile: looked at again below
                except OSError as error:
                    raise Refusal(f"cannot create {shown(here)}: {reason(error)}")
                pending.insert(0, name)
                continue
            except OSError as error:
                raise Refusal(f"{lead}: cannot open {shown(here)}: {reason(error)}")
            if stat.S_ISLNK(status.st_mode):
                if not may_follow(status.st_uid, os.fstat(folder), os.geteuid()):
                    raise Refusal(f"{lead}: {shown(here)} is a symbolic link in a folder shared by everyone "
                                  "(sticky, like /tmp) and belongs to another user; it is not followed")
                links += 1
                if links > MAXIMUM_LINKS:
                    raise Refusal(f"{lead}: {shown(here)} leads round in a loop of symbolic links")
                target = os.readlink(name, dir_fd=folder)
                if target.startswith(b"/"):
                    os.close(folder)
                    folder = os.open(b"/", os.O_PATH | os.O_DIRECTORY | os.O_CLOEXEC)
                    walked = b""
                pending[:0] = [part for part in target.split(b"/") if part not in (b"", b".")]
                continue
            if name != b".." and not stat.S_ISDIR(status.st_mode):
                raise Refusal(f"{lead}: {shown(here)} is not a folder")
            try:
                following = os.open(name, os.O_PATH | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=folder)
            except OSError as error:
                raise Refusal(f"{lead}: cannot open {shown(here)}: {reason(error)}")
            os.close(folder)
            folder = following
            walked = walked.rpartition(b"/")[0] if name == b".." else here
        return folder
    except BaseException:
        os.close(folder)
        raise


def find_prefix(path, mode):
    """`prefix` mode: prints the prefix folder's DEV:INO and its path without links; exit status 3 when it is missing."""
    lead = f"cannot install into {shown(path)}" if mode == "install" else f"cannot uninstall from {shown(path)}"
    folder = walk_prefix(path, mode == "install", lead)
    if folder is None:
        return 3
    try:
        status = os.fstat(folder)
        physical = os.readlink(f"/proc/self/fd/{folder}")
    finally:
        os.close(folder)
    sys.stdout.buffer.write(f"{status.st_dev}:{status.st_ino}\n".encode() + os.fsencode(physical) + b"\n")
    return 0


class Prefix:
    """The prefix's folder (the working folder: scripts/install has gone there) and the folders under it, each
    opened by name from its parent, without following links. `path` names it in messages."""

    def __init__(self, path, done):
        self.path, self.done = path, done
        try:
            self.fd = os.open(".", os.O_PATH | os.O_DIRECTORY | os.O_CLOEXEC)
        except OSError as error:
            raise Refusal(f"cannot open {shown(path)}: {reason(error)}; {done}")
        self.folders = {b"": self.fd}

    def shown(self, relative):
        return shown(self.path.rstrip(b"/") + b"/" + relative)

    def folder(self, relative):
        """The folder `relative` opened (O_PATH), or None when it is not there (or a file is there instead).
        Raises LinkOnTheWay when it or a folder above it is a symbolic link."""
        if relative in self.folders:
            return self.folders[relative]
        parent_path, _, name = relative.rpartition(b"/")
        parent = self.folder(parent_path)
        fd = None
        if parent is not None:
            try:
                fd = os.open(name, os.O_PATH | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=parent)
            except OSError as error:
                if error.errno in (errno.ELOOP, errno.ENOTDIR):
                    status = self.lstat(parent, name, relative)
                    if status is not None and stat.S_ISLNK(status.st_mode):
                        raise LinkOnTheWay(relative)
                elif error.errno != errno.ENOENT:
                    raise Refusal(f"cannot open {self.shown(relative)}: {reason(error)}; {self.done}")
            if fd is not None and not stat.S_ISDIR(os.fstat(fd).st_mode):
                os.close(fd)
                raise LinkOnTheWay(relative)
        self.folders[relative] = fd
        return fd

    def lstat(self, parent, name, relative):
        """`name` in the folder `parent` as it is (a link as a link); None when it is not there."""
        try:
            return os.stat(name, dir_fd=parent, follow_symlinks=False)
        except FileNotFoundError:
            return None
        except OSError as error:
            raise Refusal(f"cannot read {self.shown(relative)}: {reason(error)}; {self.done}")

    def writable(self, folder):
        """Whether this user may remove names from the opened folder `folder` (asked through /proc, where there is one)."""
        if not os.path.isdir("/proc/self/fd"):
            return True
        return os.access(f"/proc/self/fd/{folder}", os.W_OK | os.X_OK)


class Entry:
    def __init__(self, number, line, kind, path, inode=None, checksum=None):
        self.number, self.line, self.kind, self.path = number, line, kind, path
        self.inode, self.checksum = inode, checksum

    @property
    def parent(self):
        return self.path.rpartition(b"/")[0]

    @property
    def name(self):
        return self.path.rpartition(b"/")[2]


def parse(text, manifest_shown, done):
    """The manifest's file and folder lines, or a Refusal naming the first line this script did not write."""
    entries = []
    for number, line in enumerate(text.split(b"\n"), start=1):
        if line == b"" or line.startswith(b"#"):
            continue
        kind, _, rest = line.partition(b" ")
        if kind == b"file":
            match = FILE_LINE.fullmatch(rest)
            entry = (Entry(number, line, kind, match.group(4), int(match.group(2)), match.group(3).decode())
                     if match else Entry(number, line, kind, rest))
        elif kind == b"folder":
            entry = Entry(number, line, kind, rest)
        else:
            raise Refusal(f"line {number} of {manifest_shown} is not one this script writes: {shown(line)}; {done}")
        parts = entry.path.split(b"/")
        if any(part in (b"", b".", b"..") for part in parts):
            raise Refusal(f"line {number} of {manifest_shown} names a path outside the prefix: {shown(line)}; {done}")
        entries.append(entry)
    return entries


def checksum(prefix, folder, entry):
    """The SHA-256 of the file `entry` names, opened without following a link; None when it is not a regular file."""
    try:
        fd = os.open(entry.name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC, dir_fd=folder)
    except OSError as error:
        if error.errno in (errno.ELOOP, errno.ENOENT):
            return None, None
        raise Refusal(f"cannot read {prefix.shown(entry.path)} to see whether it is the file installed: "
                      f"{reason(error)}; {prefix.done}")
    try:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            return status.st_ino, None
        digest = hashlib.sha256()
        while chunk := os.read(fd, 1 << 20):
            digest.update(chunk)
        return status.st_ino, digest.hexdigest()
    finally:
        os.close(fd)


def main(arguments):
    if len(arguments) == 3 and arguments[0] == "prefix" and arguments[2] in ("install", "uninstall"):
        return find_prefix(os.fsencode(arguments[1]), arguments[2])
    if len(arguments) < 3 or arguments[0] not in ("uninstall", "check", "stale"):
        raise Refusal("usage: uninstall.py prefix PREFIX install|uninstall, or uninstall|check|stale PREFIX MANIFEST [PATH...]")
    mode = arguments[0]
    prefix_path, manifest_path = os.fsencode(arguments[1]), os.fsencode(arguments[2])
    keep = {os.fsencode(path) for path in arguments[3:]}
    done = "nothing was installed" if mode == "check" else "nothing was removed"
    prefix = Prefix(prefix_path, done)
    manifest_shown = prefix.shown(manifest_path)
    manifest = Entry(0, b"", b"file", manifest_path)

    # The manifest itself, read without following a link.
    try:
        folder = prefix.folder(manifest.parent)
    except LinkOnTheWay as link:
        raise Refusal(f"{manifest_shown} is reached through the symbolic link {prefix.shown(link.args[0])}; {done}")
    try:
        if folder is None:
            raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT))
        fd = os.open(manifest.name, os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC, dir_fd=folder)
        with os.fdopen(fd, "rb") as file:
            text = file.read()
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise Refusal(f"{manifest_shown} is a symbolic link; {done}")
        raise Refusal(f"cannot read {manifest_shown}: {reason(error)}; {done}")

    # Every line checked, and what each file line would remove decided, before anything is removed.
    entries = parse(text, manifest_shown, done)
    removals, kept, folders = [], [], []
    for entry in entries:
        try:
            folder = prefix.folder(entry.parent)
        except LinkOnTheWay as link:
            raise Refusal(f"line {entry.number} of {manifest_shown} goes through the symbolic link "
                          f"{prefix.shown(link.args[0])}: {shown(entry.line)}; {done}")
        if entry.kind == b"folder":
            folders.append((folder, entry))
            continue
        if mode == "check" or folder is None or entry.path in keep:
            continue
        status = prefix.lstat(folder, entry.name, entry.path)
        if status is None:
            continue
        if entry.inode is None:
            # A line from before identities were recorded: the file or link there, as then.
            if stat.S_ISREG(status.st_mode) or stat.S_ISLNK(status.st_mode):
                removals.append((folder, entry, status.st_ino))
            continue
        inode, digest = (None, None)
        if stat.S_ISREG(status.st_mode) and status.st_ino == entry.inode:
            inode, digest = checksum(prefix, folder, entry)
        if inode == entry.inode and digest == entry.checksum:
            removals.append((folder, entry, inode))
        else:
            kept.append(entry)
    if mode == "check":
        return 0
    if mode == "uninstall":
        removals.append((prefix.folder(manifest.parent), manifest, None))
    for folder, entry, _ in removals:
        if not prefix.writable(folder):
            raise Refusal(f"cannot remove {prefix.shown(entry.path)}: {os.strerror(errno.EACCES)}; {done}")

    for folder, entry, inode in removals:
        status = prefix.lstat(folder, entry.name, entry.path)
        if status is None:
            continue
        if inode is not None and status.st_ino != inode:
            kept.append(entry)  # replaced while this ran
            continue
        try:
            os.unlink(entry.name, dir_fd=folder)
        except FileNotFoundError:
            pass
        except OSError as error:
            raise Refusal(f"cannot remove {prefix.shown(entry.path)}: {reason(error)}")

    # Made parent first, so removed in reverse: a child before its parent; a folder still holding
    # something (or no longer a folder) stays.
    remaining = []
    for folder, entry in reversed(folders):
        if folder is None:
            continue
        try:
            os.rmdir(entry.name, dir_fd=folder)
        except (FileNotFoundError, NotADirectoryError):
            pass
        except OSError:
            remaining.insert(0, entry.path)
    if mode == "stale":
        for path in remaining:
            sys.stdout.buffer.write(path + b"\n")

    if len(kept) == 1:
        say(f"kept {prefix.shown(kept[0].path)}: it changed since it was installed")
    elif kept:
        say(f"kept {len(kept)} files that changed since they were installed: "
            + ", ".join(prefix.shown(entry.path) for entry in kept))
    return 0


def say(text):
    sys.stderr.write(f"install: {text}\n")
    sys.stderr.flush()


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except Refusal as refusal:
        say(str(refusal))
        sys.exit(1)
