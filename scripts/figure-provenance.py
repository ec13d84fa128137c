#!/usr/bin/env python3
"""Which netcert build made a committed figure, inside the figure itself.

  figure-provenance.py require-clean NETCERT       exit 1 if NETCERT was built from a "-dirty" tree
  figure-provenance.py stamp NETCERT FILE.png...   writes `netcert --version` into each PNG (tEXt "netcert")
  figure-provenance.py check DIR                   exit 1 unless every DIR/*.png names a clean build

The plot scripts stamp every PNG they write and refuse a binary built from a
tree with uncommitted changes, so each committed figure can be traced to a
commit. Hand-written (the PNG chunk layout, a dozen lines) because the Python
standard library has no PNG writer and netcert needs no imaging library.
"""
import glob
import os
import struct
import subprocess
import sys
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"
KEYWORD = b"netcert"


def version_of(netcert):
    out = subprocess.run([netcert, "--version"], capture_output=True, text=True, check=True).stdout
    return out.splitlines()[0].strip()


def chunks(data):
    if not data.startswith(SIGNATURE):
        raise ValueError("not a PNG file")
    pos = len(SIGNATURE)
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        yield kind, data[pos + 8:pos + 8 + length], data[pos:pos + 12 + length]
        pos += 12 + length


def stamped_version(path):
    with open(path, "rb") as f:
        for kind, body, _ in chunks(f.read()):
            if kind == b"tEXt" and body.startswith(KEYWORD + b"\0"):
                return body[len(KEYWORD) + 1:].decode("latin-1")
    return None


def stamp(path, version):
    with open(path, "rb") as f:
        data = f.read()
    body = KEYWORD + b"\0" + version.encode("latin-1", errors="replace")
    text = struct.pack(">I", len(body)) + b"tEXt" + body + struct.pack(">I", zlib.crc32(b"tEXt" + body))
    out = [SIGNATURE]
    for kind, chunk_body, whole in chunks(data):
        if kind == b"tEXt" and chunk_body.startswith(KEYWORD + b"\0"):
            continue  # an older stamp
        out.append(whole)
        if kind == b"IHDR":
            out.append(text)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(b"".join(out))
    os.replace(tmp, path)


def require_clean(netcert):
    version = version_of(netcert)
    if "-dirty" in version:
        sys.exit("%s is built from a tree with uncommitted changes (%s): commit, rebuild, then make the figures"
                 % (netcert, version))
    return version


def main():
    if len(sys.argv) >= 3 and sys.argv[1] == "require-clean":
        require_clean(sys.argv[2])
    elif len(sys.argv) >= 4 and sys.argv[1] == "stamp":
        version = require_clean(sys.argv[2])
        for path in sys.argv[3:]:
            stamp(path, version)
    elif len(sys.argv) == 3 and sys.argv[1] == "check":
        bad = 0
        pngs = sorted(glob.glob(os.path.join(sys.argv[2], "*.png")))
        for path in pngs:
            version = stamped_version(path)
            if version is None or "-dirty" in version or "commit" not in version:
                print("FAIL %s: made by %s" % (os.path.basename(path), version or "an unknown build (no netcert stamp)"))
                bad += 1
            else:
                print("ok   %s: %s" % (os.path.basename(path), version))
        if not pngs:
            print("FAIL no figures in " + sys.argv[2])
            bad = 1
        sys.exit(1 if bad else 0)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
