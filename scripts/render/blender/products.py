"""The products, modelled from their catalogue dimensions (metres in the JSON).

Every radiator is connected: brackets to the wall, valves on its tails and pipes into the floor (or the
wall), so nothing floats. Each builder returns its objects, whose screen box becomes the focus.
"""

import math

from geom import box, cylinder, hose, lathe, sphere, torus_arc
from workshop import tag

STANDOFF = 0.045  # face of the wall to the back of a radiator


class Parts:
    def __init__(self, p):
        self.objs = []
        # A bare product (on a rack, before it is fitted) has no wall brackets.
        self.bare = p.get("bare", False)

    def add(self, o):
        self.objs.append(o)
        return o


def _valve(parts, mats, x, z, y, kind, pipe, finish_name, floor_side=1):
    """Angled valve on a radiator tail at (x, y, z); pipe 'floor' runs down into the floor with an
    escutcheon, 'wall' goes back into the wall with a cover plate."""
    metal = mats.finish(finish_name)
    parts.add(cylinder("tail", (x, y, z), (x + 0.035 * floor_side, y, z), 0.011, metal))
    vx = x + 0.05 * floor_side
    parts.add(sphere("valve-body", (vx, y, z - 0.005), 0.019, metal, scale=(1, 1, 1.15)))
    if kind == "wheel":
        parts.add(cylinder("valve-stem", (vx, y, z + 0.01), (vx, y, z + 0.05), 0.008, metal))
        parts.add(torus_arc("valve-wheel", (vx, y, z + 0.055), 0.024, 0.005, metal, 0, 2 * math.pi, axis="z"))
        parts.add(cylinder("valve-hub", (vx, y, z + 0.05), (vx, y, z + 0.062), 0.009, metal))
    else:
        # Thermostatic head, in the radiator's finish family but a satin white cap for the powder coats.
        parts.add(cylinder("valve-head", (vx, y, z + 0.012), (vx, y, z + 0.085), 0.022, metal))
        parts.add(cylinder("valve-cap", (vx, y, z + 0.085), (vx, y, z + 0.092), 0.019, metal))
    if pipe == "floor":
        parts.add(cylinder("pipe", (vx, y, z - 0.02), (vx, y, 0.0), 0.0075, metal))
        parts.add(cylinder("escutcheon", (vx, y, 0.0), (vx, y, 0.006), 0.02, metal))
    elif pipe == "wall":
        parts.add(cylinder("pipe-down", (vx, y, z - 0.02), (vx, y, z - 0.06), 0.0075, metal))
        torus_r = 0.03
        parts.add(torus_arc("pipe-bend", (vx, y + torus_r, z - 0.06), torus_r, 0.0075, metal, math.pi, 1.5 * math.pi, axis="x"))
        parts.add(cylinder("pipe-back", (vx, y + torus_r, z - 0.09), (vx, 0.0, z - 0.09), 0.0075, metal))
        parts.add(cylinder("wall-plate", (vx, 0.004, z - 0.09), (vx, 0.0, z - 0.09), 0.022, metal))


def _bracket(parts, mats, x, z, y_front, finish_name):
    if parts.bare:
        return
    metal = mats.finish(finish_name)
    parts.add(cylinder("bracket", (x, y_front, z), (x, 0.0, z), 0.009, metal))
    parts.add(cylinder("bracket-rose", (x, 0.006, z), (x, 0.0, z), 0.022, metal))


def retto(p, mats):
    """Flat panels: strips 72 mm wide with 4 mm seams, on a body set back from the face."""
    parts = Parts(p)
    fin = mats.finish(p["finish"])
    w, h, bottom, cx = p["width"], p["height"], p.get("bottom", 0.15), p.get("x", 0.0)
    layers = 2 if p.get("double") else 1
    depth = 0.06 * layers
    back = -STANDOFF
    front = back - depth
    x0, x1, z0, z1 = cx - w / 2, cx + w / 2, bottom, bottom + h
    parts.add(box("retto-body", (x0 + 0.01, front + 0.012, z0 + 0.01), (x1 - 0.01, back, z1 - 0.01), fin, bevel=0.004))
    vertical = p.get("seams", "vertical") == "vertical"
    span = w if vertical else h
    n = max(2, round(span / 0.076))
    pitch = span / n
    for i in range(n):
        a = (x0 if vertical else z0) + i * pitch + 0.0015
        b = a + pitch - 0.003
        if vertical:
            parts.add(box("retto-strip", (a, front, z0), (b, front + 0.014, z1), fin, bevel=0.0012, segments=2))
        else:
            parts.add(box("retto-strip", (x0, front, a), (x1, front + 0.014, b), fin, bevel=0.0012, segments=2))
    if layers == 2:
        # The rear panel's edge shows as a second face behind the first.
        parts.add(box("retto-rear", (x0, back - 0.028, z0), (x1, back - 0.012, z1), fin, bevel=0.003))
    for bx in (x0 + 0.12, x1 - 0.12):
        _bracket(parts, mats, bx, z1 - 0.08, back, p["finish"])
    _connections(parts, mats, p, x0, x1, z0, (front + back) / 2)
    return parts.objs


def _connections(parts, mats, p, x0, x1, z0, y):
    pipe = p.get("pipe", "floor")
    valve_finish = p.get("valveFinish", p["finish"])
    kind = p.get("valve", "thermostatic")
    if pipe == "none":
        return
    tail_z = z0 + 0.04
    if pipe == "test":
        _test_connections(parts, mats, p["test"], x0, x1, tail_z, y)
        return
    _valve(parts, mats, x1 - 0.03, tail_z, y, kind, pipe, valve_finish, 1)
    _valve(parts, mats, x0 + 0.03, tail_z, y, "lockshield" if kind == "thermostatic" else kind, pipe, valve_finish, -1)


def _test_connections(parts, mats, test, x0, x1, z, y):
    """On the test wall: a blanking plug in one tail, and a union in the other with the test pump's hose,
    which drops to the bench, runs along it and into the pump's outlet at `test["to"]`."""
    brass = mats.finish("polished-brass")
    chrome = mats.finish("chrome")
    parts.add(cylinder("tail", (x0 + 0.03, y, z), (x0 - 0.005, y, z), 0.011, brass))
    parts.add(cylinder("blanking-plug", (x0 - 0.005, y, z), (x0 - 0.03, y, z), 0.015, chrome, segments=6))
    parts.add(cylinder("tail", (x1 - 0.03, y, z), (x1 + 0.005, y, z), 0.011, brass))
    parts.add(cylinder("union", (x1 + 0.005, y, z), (x1 + 0.035, y, z), 0.016, brass, segments=6))
    tx, ty, tz = test["to"]
    bench = test["bench"]
    r = 0.0085
    hose(
        "test-hose",
        [
            (x1 + 0.035, y, z),
            (x1 + 0.075, y - 0.02, z - 0.08),
            (x1 + 0.06, y - 0.12, bench + 0.035),
            ((x1 + tx) / 2, (y + ty) / 2 - 0.15, bench + r),
            (tx - 0.07, ty, tz),
            (tx, ty, tz),
        ],
        r,
        mats.paint("#1b1b1c", 0.45),
    )
    # The test tag, tied to the blanking plug.
    tag({"x": x0 - 0.018, "y": y - 0.017, "z": z - 0.005, "drop": 0.05}, mats)


def flusso(p, mats):
    """Round tubes (25 mm) welded into round headers (32 mm), vertical or horizontal."""
    parts = Parts(p)
    fin = mats.finish(p["finish"])
    w, h, bottom, cx = p["width"], p["height"], p.get("bottom", 0.15), p.get("x", 0.0)
    x0, x1, z0, z1 = cx - w / 2, cx + w / 2, bottom, bottom + h
    y = -STANDOFF - 0.03
    tube, header = 0.0125, 0.017
    if p.get("tubes", "vertical") == "vertical":
        n = max(3, round(w / 0.055))
        for i in range(n):
            x = x0 + header + (w - 2 * header) * i / (n - 1)
            parts.add(cylinder("flusso-tube", (x, y, z0 + header), (x, y, z1 - header), tube, fin))
        for z in (z0 + header, z1 - header):
            parts.add(cylinder("flusso-header", (x0, y, z), (x1, y, z), header, fin))
            for x in (x0, x1):
                parts.add(sphere("flusso-cap", (x, y, z), header, fin))
        brackets = [(x0 + 0.06, z1 - header), (x1 - 0.06, z1 - header), (x0 + 0.06, z0 + header)]
    else:
        n = max(3, round(h / 0.055))
        for i in range(n):
            z = z0 + header + (h - 2 * header) * i / (n - 1)
            parts.add(cylinder("flusso-tube", (x0 + header, y, z), (x1 - header, y, z), tube, fin))
        for x in (x0 + header, x1 - header):
            parts.add(cylinder("flusso-header", (x, y, z0), (x, y, z1), header, fin))
            for z in (z0, z1):
                parts.add(sphere("flusso-cap", (x, y, z), header, fin))
        brackets = [(x0 + header, z1 - 0.05), (x1 - header, z1 - 0.05)]
    for bx, bz in brackets:
        _bracket(parts, mats, bx, bz, y, p["finish"])
    _connections(parts, mats, p, x0, x1, z0 - 0.02, y)
    return parts.objs


def augusto(p, mats):
    """Column radiator: sections 46 mm apart, each of 2-4 columns of 25 mm tube, welded into round
    top and bottom headers; on feet to the floor or on wall brackets."""
    parts = Parts(p)
    fin = mats.finish(p["finish"])
    cols = p.get("columns", 3)
    w, h, cx = p["width"], p["height"], p.get("x", 0.0)
    feet = p.get("feet", True)
    bottom = p.get("bottom", 0.12 if feet else 0.15)
    x0, x1, z0, z1 = cx - w / 2, cx + w / 2, bottom, bottom + h
    pitch, tube, depth = 0.046, 0.0125, 0.033
    n = max(3, round(w / pitch))
    y_back = -STANDOFF
    ys = [y_back - tube - i * depth for i in range(cols)]
    y_mid = sum(ys) / len(ys)
    knuckle = 0.03
    for i in range(n):
        x = x0 + pitch / 2 + i * (w - pitch) / (n - 1)
        for yy in ys:
            parts.add(cylinder("augusto-column", (x, yy, z0 + knuckle), (x, yy, z1 - knuckle), tube, fin, segments=16))
        for zc in (z0 + knuckle, z1 - knuckle):
            # The welded knuckle that joins the columns of a section at the header.
            parts.add(
                box(
                    "augusto-knuckle",
                    (x - 0.0185, ys[-1] - tube, zc - 0.02),
                    (x + 0.0185, ys[0] + tube, zc + 0.02),
                    fin,
                    bevel=0.012,
                    segments=3,
                )
            )
    for zc in (z0 + knuckle, z1 - knuckle):
        parts.add(cylinder("augusto-header", (x0 + 0.01, y_mid, zc), (x1 - 0.01, y_mid, zc), 0.012, fin))
    if feet:
        for x in (x0 + pitch * 1.5, x1 - pitch * 1.5):
            parts.add(
                box("augusto-foot", (x - 0.016, ys[-1] - 0.02, 0.0), (x + 0.016, ys[0] + 0.02, z0 + knuckle), fin, bevel=0.008)
            )
        _bracket(parts, mats, x0 + pitch * 1.5, z1 - 0.06, ys[0] + tube, p["finish"])
    else:
        for x in (x0 + pitch * 1.5, x1 - pitch * 1.5):
            _bracket(parts, mats, x, z1 - 0.06, ys[0] + tube, p["finish"])
    _connections(parts, mats, {**p, "valve": p.get("valve", "wheel")}, x0, x1, z0 + 0.005, y_mid)
    return parts.objs


def towel_rail(p, mats):
    """Heated towel rails: two stiles and bars. styles: ladder (Volo Ladder, round stiles), arc (Volo Arc,
    bars bent into a shallow arc), wall (Volo Wall, wide bars in groups), soffio (slim round bars in
    three groups), breva (square flat bars), augusto (floor-standing traditional rail on turned feet)."""
    parts = Parts(p)
    style = p.get("style", "ladder")
    fin = mats.finish(p["finish"])
    w, h, cx = p["width"], p["height"], p.get("x", 0.0)
    floor_standing = style == "augusto"
    bottom = p.get("bottom", 0.0 if floor_standing else 0.25)
    x0, x1, z0, z1 = cx - w / 2, cx + w / 2, bottom, bottom + h
    y = -0.07 if not floor_standing else -0.16
    stile_r = {"augusto": 0.021, "breva": 0.016, "soffio": 0.011}.get(style, 0.015)
    for x in (x0, x1):
        if style == "breva":
            parts.add(box("stile", (x - 0.015, y - 0.015, z0), (x + 0.015, y + 0.015, z1), fin, bevel=0.003))
        else:
            parts.add(cylinder("stile", (x, y, z0 if floor_standing else z0 + 0.02), (x, y, z1 - 0.02), stile_r, fin))
            if style != "augusto":
                for z in (z0 + 0.02, z1 - 0.02):
                    parts.add(sphere("stile-cap", (x, y, z), stile_r, fin))
        if floor_standing:
            parts.add(lathe("finial", (x, y, z1 - 0.02), [(0.024, 0), (0.028, 0.02), (0.018, 0.04), (0.022, 0.06), (0.0, 0.075)], fin))
            parts.add(lathe("foot", (x, y, 0.0), [(0.055, 0), (0.05, 0.02), (0.03, 0.04), (0.024, 0.08)], fin))
    # Bars: heights as fractions of the rail's height, from the bottom.
    if style == "soffio":
        groups = [(0.06, 4), (0.42, 4), (0.78, 4)]
        zs = [g + i * 0.045 for g, k in groups for i in range(k)]
    elif style == "wall":
        zs = [0.08, 0.2, 0.45, 0.57, 0.82, 0.94]
    elif style == "augusto":
        zs = [0.35, 0.62, 0.88]
    else:
        count = max(6, round(h / 0.1))
        zs = [0.04 + 0.92 * i / (count - 1) for i in range(count)]
    bar_r = {"soffio": 0.0075, "augusto": 0.014, "wall": 0.011}.get(style, 0.011)
    for f in zs:
        z = z0 + f * h
        if style == "breva":
            parts.add(box("bar", (x0, y - 0.004, z - 0.02), (x1, y + 0.004, z + 0.02), fin, bevel=0.002))
        elif style == "arc":
            # A shallow bow forward: an arc through both stiles.
            sag = 0.05
            rad = (w * w / 4 + sag * sag) / (2 * sag)
            half = math.asin((w / 2) / rad)
            centre = (cx, y + rad - sag, z)
            parts.add(torus_arc("bar", centre, rad, bar_r, fin, -math.pi / 2 - half, -math.pi / 2 + half, axis="z", segments=24, ring=12))
        else:
            parts.add(cylinder("bar", (x0, y, z), (x1, y, z), bar_r, fin))
    if not floor_standing:
        for x in (x0, x1):
            for z in (z0 + 0.06, z1 - 0.06):
                _bracket(parts, mats, x, z, y, p["finish"])
        if p.get("pipe", "floor") != "none":
            metal = mats.finish(p["finish"])
            for x in (x0, x1):
                parts.add(cylinder("tail", (x, y, z0), (x, y, 0.0), 0.0075, metal))
                parts.add(cylinder("escutcheon", (x, y, 0.0), (x, y, 0.005), 0.02, metal))
    towel = p.get("towel")
    if towel:
        _towel(parts, mats, towel, x0, x1, y, z0 + towel.get("at", 0.6) * h)
    return parts.objs


def _towel(parts, mats, t, x0, x1, y, z):
    """A towel folded over a bar: a front and a back drop, a rounded fold on top."""
    cloth = mats.fabric(t.get("color", "#efe9df"))
    tw = t.get("width", min(0.5, (x1 - x0) * 0.8))
    drop = t.get("drop", 0.42)
    cx = (x0 + x1) / 2 + t.get("offset", 0.0)
    a, b = cx - tw / 2, cx + tw / 2
    th = 0.012
    parts.add(cylinder("towel-fold", (a, y, z + 0.004), (b, y, z + 0.004), 0.022, cloth, segments=20))
    parts.add(box("towel-front", (a, y - 0.022 - th, z - drop), (b, y - 0.022 + 0.004, z + 0.004), cloth, bevel=0.006))
    parts.add(box("towel-back", (a + 0.01, y + 0.018, z - drop * 0.7), (b - 0.01, y + 0.018 + th, z + 0.004), cloth, bevel=0.006))


BUILDERS = {"retto": retto, "flusso": flusso, "augusto": augusto, "towel-rail": towel_rail}


def build(p, mats, room):
    objs = BUILDERS[p["type"]](p, mats)
    # A product away from the wall (hanging on a rack) stands `y` metres further out (negative y).
    for o in objs:
        o.location.y += p.get("y", 0.0)
    return objs
