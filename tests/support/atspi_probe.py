#!/usr/bin/python3
"""Probe an application's accessibility tree over AT-SPI, for tests.

Walks the AT-SPI desktop, finds the application by name, finds its board
(the first object with the role "table"), and prints what a screen reader
would find there as JSON lines on stdout, one object per line, each with an
"event" key:

  {"event": "app", "name": "tactus", "children": 1}
  {"event": "grid", "role": "table", "name": "Chessboard, White's side",
   "rows": 8, "columns": 8, "cells": 64,
   "interfaces": ["Accessible", "Component", "Table"]}
  {"event": "cells", "names": ["a8, light square, black rook, marked", ...]}  (--list-cells)
  {"event": "focused", "name": "e2, light square, white pawn", "row": 6, "column": 4,
   "index": 52, "attributes": {}, "interfaces": ["Accessible", "TableCell"]}

"rows", "columns", "row" and "column" are null where the Table interface is
missing; "index" is the cell's index in its parent; "attributes" its AT-SPI
object attributes.
  {"event": "action", "cell": "e2, ...", "action": "click", "ok": true}     (--click)
  {"event": "listening"}                                                    (--listen, first)
  {"event": "focus", "name": "e4, ...", "t": 0.52}                          (--listen)
  {"event": "announcement", "text": "Black: Knight f6", "t": 1.3}            (--listen)
  {"event": "clicked", "cell": "e2, ... lifted", "focused": true}          (--click, last)
  {"event": "done"}

"action" reads the cell's name right after doAction, before the application
may have acted on it; "clicked" reads it again, and whether the cell has the
focus, after the listening time (or at once without --listen).

Read only the lines that begin with "{": daemons that D-Bus activates on
demand (at-spi2-registryd) inherit stdout and may print their own lines.

Failures print one {"event": "error", "kind": ..., "message": ...} line and
exit non-zero: 2 no AT-SPI bus or desktop, 3 application not found, 4 no
table in it, 5 no cell of that name to click, 6 the overall timeout. Bad
arguments exit 64 (EX_USAGE) with argparse's message on stderr.

Usage (Debian's /usr/bin/python3 has pyatspi):

  tests/support/atspi_probe.py tactus
  tests/support/atspi_probe.py tactus --wait 10 --list-cells
  tests/support/atspi_probe.py tactus --click e2 --listen 3

  --wait S      keep looking for the application for S seconds (default 5):
                an application registers a moment after its window opens.
  --click NAME  doAction(0) ("click") on the cell named NAME, or whose name's
                first part (before the first comma) is NAME: "e2", "Eva zwei".
  --listen S    after everything else, listen S seconds for focus changes
                (object:state-changed:focused) and announcements
                (object:announcement, from live regions) and print them;
                with --click, listening begins before the click, so that
                the focus it moves is heard. A test waits for the
                "listening" line before it presses keys.
  --until TEXT  stop listening, before the S seconds, once an event whose
                name or text contains TEXT is heard; given again, once
                each is heard, in their order.
  --timeout S   give up after S seconds in all (default: wait + listen + 20),
                so a hung application cannot hang the test.

The AT-SPI bus must be running and enabled. In a headless test, inside
`dbus-run-session -- sh -c '...'` with Xvfb up, before starting the app:

  dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \\
    org.freedesktop.DBus.Properties.Set \\
    string:org.a11y.Status string:IsEnabled variant:boolean:true
"""

import argparse
import json
import signal
import sys
import time

EXIT_NO_BUS = 2
EXIT_NO_APP = 3
EXIT_NO_TABLE = 4
EXIT_NO_CELL = 5
EXIT_TIMEOUT = 6
EXIT_USAGE = 64

MAX_NODES = 5000


def emit(event, **fields):
    fields = {"event": event, **fields}
    print(json.dumps(fields, ensure_ascii=False), flush=True)


def fail(code, kind, message):
    emit("error", kind=kind, message=message)
    sys.exit(code)


class Usage(argparse.ArgumentParser):
    def error(self, message):
        self.print_usage(sys.stderr)
        print(f"{self.prog}: error: {message}", file=sys.stderr)
        sys.exit(EXIT_USAGE)


def seconds(text):
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}")
    if not 0 <= value <= 3600:
        raise argparse.ArgumentTypeError(f"seconds out of range 0..3600: {text}")
    return value


def parse(argv):
    parser = Usage(
        prog="atspi_probe.py",
        description="Print an application's AT-SPI table as JSON lines.",
    )
    parser.add_argument("app", help="the application's AT-SPI name, e.g. tactus")
    parser.add_argument("--wait", type=seconds, default=5.0)
    parser.add_argument("--click", metavar="NAME")
    parser.add_argument("--listen", type=seconds, default=0.0)
    parser.add_argument("--until", action="append", default=[], metavar="TEXT")
    parser.add_argument("--list-cells", action="store_true")
    parser.add_argument("--timeout", type=seconds)
    args = parser.parse_args(argv)
    if not args.app.strip():
        parser.error("the application name is empty")
    if args.timeout is None:
        args.timeout = args.wait + args.listen + 20.0
    return args


def safe(call, default=None):
    """An AT-SPI call that may fail on a dying or odd object."""
    try:
        return call()
    except Exception:
        return default


def children(obj):
    count = safe(lambda: obj.childCount, 0) or 0
    for i in range(count):
        child = safe(lambda: obj.getChildAtIndex(i))
        if child is not None:
            yield child


def find_app(pyatspi, name, wait):
    deadline = time.monotonic() + wait
    while True:
        desktop = safe(lambda: pyatspi.Registry.getDesktop(0))
        if desktop is None:
            fail(EXIT_NO_BUS, "no-desktop", "no AT-SPI desktop: is the a11y bus enabled?")
        seen = []
        for app in children(desktop):
            app_name = safe(lambda: app.name, "") or ""
            seen.append(app_name)
            if app_name == name or app_name.lower() == name.lower():
                return app
        if time.monotonic() >= deadline:
            fail(
                EXIT_NO_APP,
                "no-app",
                f"no application named {name!r} on the AT-SPI desktop; seen: {seen}",
            )
        time.sleep(0.2)


def find_table(pyatspi, app):
    stack, visited = [app], 0
    while stack and visited < MAX_NODES:
        obj = stack.pop()
        visited += 1
        if safe(lambda: obj.getRole()) == pyatspi.ROLE_TABLE:
            return obj
        stack.extend(reversed(list(children(obj))))
    return None


def has_state(pyatspi, obj, state):
    return bool(safe(lambda: obj.getState().contains(state), False))


def position(table, cell):
    index = safe(lambda: cell.getIndexInParent(), -1)
    row = safe(lambda: table.queryTable().getRowAtIndex(index))
    column = safe(lambda: table.queryTable().getColumnAtIndex(index))
    return row, column


def interfaces(obj):
    return sorted(str(i) for i in (safe(lambda: obj.get_interfaces(), []) or []))


def attributes(obj):
    pairs = safe(lambda: obj.getAttributes(), []) or []
    return dict(str(p).split(":", 1) for p in pairs if ":" in str(p))


def matches(cell_name, wanted):
    return cell_name == wanted or cell_name.split(",", 1)[0].strip() == wanted


def listen(pyatspi, seconds_, until=(), first=None):
    """Listens `seconds_` at most, less once each of `until` was heard in
    order; `first` (the click) is done once the listeners are in place."""
    start = time.monotonic()
    awaited = list(until)

    def heard(text):
        if awaited and awaited[0] in text:
            awaited.pop(0)
            if not awaited:
                pyatspi.Registry.stop()

    def on_focus(event):
        if event.detail1:
            name = safe(lambda: event.source.name, "") or ""
            emit("focus", name=name, t=round(time.monotonic() - start, 3))
            heard(name)

    def on_announcement(event):
        text = str(safe(lambda: event.any_data, ""))
        emit("announcement", text=text, t=round(time.monotonic() - start, 3))
        heard(text)

    def begin():
        emit("listening")
        if first is not None:
            first()
        return False

    from gi.repository import GLib

    pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
    pyatspi.Registry.registerEventListener(on_announcement, "object:announcement")
    GLib.idle_add(begin)
    GLib.timeout_add(int(seconds_ * 1000), lambda: pyatspi.Registry.stop() and False)
    pyatspi.Registry.start()


def check_bus():
    """Fail cleanly when there is no accessibility bus.

    Importing pyatspi without one does not raise: libatspi aborts the whole
    process (SIGTRAP, "Couldn't connect to accessibility bus"), so ask the
    session bus for the a11y bus's address first.
    """
    import os

    if os.environ.get("AT_SPI_BUS_ADDRESS"):
        return
    try:
        from gi.repository import Gio, GLib

        session = Gio.bus_get_sync(Gio.BusType.SESSION, None)
        reply = session.call_sync(
            "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress",
            None, GLib.VariantType.new("(s)"), Gio.DBusCallFlags.NONE, 5000, None,
        )
        address = reply.unpack()[0]
    except Exception as error:
        fail(EXIT_NO_BUS, "no-bus", f"no accessibility bus (start dbus and at-spi-bus-launcher): {error}")
    if not address:
        fail(EXIT_NO_BUS, "no-bus", "the accessibility bus has no address")


def main(argv):
    args = parse(argv)

    def timed_out(_signum, _frame):
        fail(EXIT_TIMEOUT, "timeout", f"gave up after {args.timeout} s")

    signal.signal(signal.SIGALRM, timed_out)
    signal.alarm(max(1, int(args.timeout + 0.999)))

    check_bus()
    try:
        import pyatspi
    except Exception as error:  # ImportError, or gi failing to load
        fail(EXIT_NO_BUS, "no-pyatspi", f"cannot import pyatspi: {error}")

    app = find_app(pyatspi, args.app, args.wait)
    emit("app", name=safe(lambda: app.name, ""), children=safe(lambda: app.childCount, 0))

    table = find_table(pyatspi, app)
    if table is None:
        fail(EXIT_NO_TABLE, "no-table", f"no object with role 'table' in {args.app!r}")
    cells = [c for c in children(table) if safe(lambda: c.getRole()) == pyatspi.ROLE_TABLE_CELL]
    emit(
        "grid",
        role=safe(lambda: table.getRoleName(), ""),
        name=safe(lambda: table.name, ""),
        rows=safe(lambda: table.queryTable().nRows),
        columns=safe(lambda: table.queryTable().nColumns),
        cells=len(cells),
        interfaces=interfaces(table),
    )
    if args.list_cells:
        emit("cells", names=[safe(lambda: c.name, "") for c in cells])

    focused = [c for c in cells if has_state(pyatspi, c, pyatspi.STATE_FOCUSED)]
    if focused:
        row, column = position(table, focused[0])
        emit(
            "focused",
            name=safe(lambda: focused[0].name, ""),
            row=row,
            column=column,
            index=safe(lambda: focused[0].getIndexInParent()),
            attributes=attributes(focused[0]),
            interfaces=interfaces(focused[0]),
        )
    else:
        emit("focused", name=None, row=None, column=None, index=None)

    target = None
    if args.click is not None:
        target = next((c for c in cells if matches(safe(lambda: c.name, ""), args.click)), None)
        if target is None:
            fail(EXIT_NO_CELL, "no-cell", f"no cell named {args.click!r}")

    def click():
        ok = bool(safe(lambda: target.queryAction().doAction(0), False))
        emit("action", cell=safe(lambda: target.name, ""), action="click", ok=ok)

    if args.listen > 0:
        listen(pyatspi, args.listen, args.until, click if target is not None else None)
    elif target is not None:
        click()

    if args.click is not None:
        emit(
            "clicked",
            cell=safe(lambda: target.name, ""),
            focused=has_state(pyatspi, target, pyatspi.STATE_FOCUSED),
        )

    signal.alarm(0)
    emit("done")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
