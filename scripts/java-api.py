"""java-api.py RELEASE OUT: the Java SE API of RELEASE (7 or later: what this JDK's
javac --release knows) as a jar of class files, OUT, for a compiler's -bootclasspath: POJ's
Java is JDK 6, and ecj -source 1.6 checks its language but compiles against the installed
JDK's library, where String.join (Java 8) is found; against this jar it is not (Java 7's API,
the oldest a JDK 17 holds: docs/judges.md, POJ's section).

Reads the JDK of the javac on PATH: its lib/ct.sym, a zip whose folders are named by the
releases that share their classes, a character a release (7, 8, 9, A for 10, ...), each entry
FOLDER/MODULE/PACKAGE/CLASS.sig (a class file without code).  Exit status 1, said on stderr,
when there is no javac or no ct.sym, or RELEASE is not in it.  python3's zipfile only.
"""
import os
import shutil
import sys
import zipfile


def main():
    if len(sys.argv) != 3 or not sys.argv[1].isdigit():
        sys.stderr.write("usage: java-api.py RELEASE OUT\n")
        return 2
    release, out = int(sys.argv[1]), sys.argv[2]
    javac = shutil.which("javac")
    if javac is None:
        sys.stderr.write("java-api.py: no javac on PATH\n")
        return 1
    home = os.path.dirname(os.path.dirname(os.path.realpath(javac)))
    sym = os.path.join(home, "lib", "ct.sym")
    if not os.path.isfile(sym):
        sys.stderr.write("java-api.py: %s: no such file (a JDK 9 or later has it)\n" % sym)
        return 1
    mark = "%X" % release
    n = 0
    with zipfile.ZipFile(sym) as src, zipfile.ZipFile(out + ".tmp", "w") as dst:
        for name in src.namelist():
            parts = name.split("/")
            if len(parts) < 4 or mark not in parts[0] or not name.endswith(".sig"):
                continue
            dst.writestr("/".join(parts[2:])[:-4] + ".class", src.read(name))
            n += 1
    if n == 0:
        os.remove(out + ".tmp")
        sys.stderr.write("java-api.py: %s holds no release %d\n" % (sym, release))
        return 1
    os.replace(out + ".tmp", out)
    return 0


sys.exit(main())
