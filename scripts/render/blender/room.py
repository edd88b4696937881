"""The room: back wall (the plane y = 0), floor, a side wall with a window the sun comes through,
skirting, an optional panelled dado or tiled wainscot. No ceiling and no fourth wall, so the sky
lights the room from above and behind the camera, the way a photographer opens a room up."""

from geom import box


def _wall_with_opening(name, axis_lo, axis_hi, z_hi, opening, mat, plane, thick=0.2):
    """A wall (x-span for the back wall, y-span for a side wall) with a rectangular opening."""
    lo, hi = opening["from"], opening["to"]
    sill, head = opening["sill"], opening["head"]
    parts = [(axis_lo, lo, 0, z_hi), (hi, axis_hi, 0, z_hi), (lo, hi, 0, sill), (lo, hi, head, z_hi)]
    for i, (a, b, z0, z1) in enumerate(parts):
        if b - a <= 0.001 or z1 - z0 <= 0.001:
            continue
        if plane == "back":
            box("%s-%d" % (name, i), (a, 0, z0), (b, thick, z1), mat)
        else:
            x = plane
            box("%s-%d" % (name, i), (x - thick if x < 0 else x, a, z0), (x if x < 0 else x + thick, b, z1), mat)


def _window_frame(opening, plane, mats, colour):
    """Frame and glazing bars (they cast the window's shadow pattern); no glass, which would block the
    sun without caustics."""
    paint = mats.paint(colour, 0.45)
    lo, hi, sill, head = opening["from"], opening["to"], opening["sill"], opening["head"]
    cols, rows = opening.get("bars", [2, 3])
    t = 0.03

    def bar(a0, a1, z0, z1):
        if plane == "back":
            box("window-bar", (a0, 0.06, z0), (a1, 0.1, z1), paint)
        else:
            x = plane
            box("window-bar", (x - 0.1 if x < 0 else x + 0.06, a0, z0), (x - 0.06 if x < 0 else x + 0.1, a1, z1), paint)

    for i in range(cols + 1):
        a = lo + (hi - lo) * i / cols
        bar(a - t, a + t, sill, head)
    for j in range(rows + 1):
        z = sill + (head - sill) * j / rows
        bar(lo, hi, z - t, z + t)
    # Sill board
    if plane == "back":
        box("window-sill", (lo - 0.05, -0.05, sill - 0.03), (hi + 0.05, 0.1, sill), paint, bevel=0.004)
    else:
        x = plane
        box(
            "window-sill",
            (x - 0.0 if x < 0 else x - 0.05, lo - 0.05, sill - 0.03),
            (x + 0.05 if x < 0 else x, hi + 0.05, sill),
            paint,
            bevel=0.004,
        )


def build(spec, mats):
    w, d, h = spec.get("width", 6.0), spec.get("depth", 5.0), spec.get("height", 2.8)
    x0, x1 = -w / 2, w / 2
    wall = mats.surface(spec.get("wall", {}))
    side = mats.surface(spec.get("side", spec.get("wall", {})))
    floor = mats.surface(spec.get("floor", {"kind": "timber", "color": "#b08a5e"}))
    trim = spec.get("trim", "#efebe3")
    window = spec.get("window")

    box("floor", (x0 - 0.3, -d - 2, -0.05), (x1 + 0.3, 0.3, 0), floor)

    if window and window.get("wall") == "back":
        _wall_with_opening("wall", x0, x1, h, window, wall, "back")
        _window_frame(window, "back", mats, trim)
        # Daylight beyond the window: a bright, soft backdrop so the opening does not read as a hole.
        box("outside", (window["from"] - 2, 2.5, -1), (window["to"] + 2, 2.6, h + 2), mats.emission("#e4ecf0", 1.0))
    else:
        box("wall", (x0, 0, 0), (x1, 0.2, h), wall)

    for side_name, x in (("left", x0), ("right", x1)):
        if not spec.get(side_name + "Wall", side_name == "left"):
            continue
        if window and window.get("wall") == side_name:
            _wall_with_opening("side-" + side_name, -d, 0.2, h, window, side, x)
            _window_frame(window, x, mats, trim)
        else:
            box("side-" + side_name, (x - 0.2 if x < 0 else x, -d, 0), (x if x < 0 else x + 0.2, 0.2, h), side)

    if spec.get("skirting", True):
        sk = mats.paint(spec.get("skirtingColor", trim), 0.45)
        box("skirting", (x0, -0.02, 0), (x1, 0.0, 0.12), sk, bevel=0.004)

    wainscot = spec.get("wainscot")
    if wainscot:
        # Tiles or panelling on the lower part of the back wall, in front of the plaster.
        top = wainscot["height"]
        mat = mats.surface(wainscot["surface"])
        box("wainscot", (x0, -0.012, 0), (x1, 0.0, top), mat)
        if wainscot.get("panels"):
            paint = mat
            n = max(1, round(w / 0.9))
            pw = w / n
            for i in range(n):
                a = x0 + i * pw + 0.1
                box("panel-%d" % i, (a, -0.022, 0.22), (a + pw - 0.2, -0.012, top - 0.12), paint, bevel=0.006)
        rail = mats.paint(wainscot.get("rail", trim), 0.4)
        box("dado-rail", (x0, -0.035, top - 0.01), (x1, 0.0, top + 0.03), rail, bevel=0.008)
