"""Runs Orca (/usr/bin/orca) with its --debug-file written line by line.

Orca opens its debug file with Python's default buffering, so the file lags
by up to 8 KB and a test polling it for `SPEECH OUTPUT:` would wait for
output that sits in the buffer. This wrapper makes that one file line
buffered and then runs Orca's own script unchanged: usage as for orca.
"""

import builtins
import runpy
import sys

ORCA = "/usr/bin/orca"
_open = builtins.open
_debug_file = None
if "--debug-file" in sys.argv:
    i = sys.argv.index("--debug-file")
    if i + 1 < len(sys.argv):
        _debug_file = sys.argv[i + 1]


def _line_buffered_open(file, mode="r", buffering=-1, *args, **kwargs):
    if _debug_file is not None and file == _debug_file and "w" in mode:
        buffering = 1
    return _open(file, mode, buffering, *args, **kwargs)


builtins.open = _line_buffered_open
sys.argv[0] = ORCA
runpy.run_path(ORCA, run_name="__main__")
