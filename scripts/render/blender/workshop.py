"""The workshop's equipment for the making-of pictures: the test bench with its hand pump and gauge, and the
spray booth's rail, hooks, lights and powder gun. Positions in metres, as in props.py."""

import math

import bpy

from geom import box, cylinder, hose, torus_arc


def test_bench(p, m):
    """A steel-framed bench with a thick beech top and a lower shelf, against the test wall."""
    x, y, w, d, h = p["x"], p.get("y", -0.36), p.get("w", 1.8), p.get("d", 0.66), p.get("h", 0.9)
    top = m.timber("#c8a57a", 0.09)
    frame = m.paint("#3b4a43", 0.5)
    box("bench-top", (x - w / 2, y - d / 2, h - 0.05), (x + w / 2, y + d / 2, h), top, bevel=0.006)
    for sx in (-1, 1):
        for sy in (-1, 1):
            lx, ly = x + sx * (w / 2 - 0.05), y + sy * (d / 2 - 0.05)
            box("bench-leg", (lx - 0.025, ly - 0.025, 0), (lx + 0.025, ly + 0.025, h - 0.05), frame, bevel=0.003)
    box("bench-apron", (x - w / 2 + 0.03, y - d / 2 + 0.02, h - 0.13), (x + w / 2 - 0.03, y - d / 2 + 0.05, h - 0.05), frame)
    box("bench-shelf", (x - w / 2 + 0.05, y - d / 2 + 0.05, 0.16), (x + w / 2 - 0.05, y + d / 2 - 0.05, 0.19), m.steel("#8d9093", 0.45))
    # Boxed fittings on the shelf.
    for i, (dx, bw, c) in enumerate([(-0.55, 0.3, "#b9a27f"), (-0.2, 0.24, "#a88f6d"), (0.45, 0.34, "#c1ab88")]):
        box("carton", (x + dx - bw / 2, y - 0.18, 0.19), (x + dx + bw / 2, y + 0.12, 0.19 + 0.16 + 0.03 * i), m.paint(c, 0.85), bevel=0.004)


def _gauge(m, x, y, z, r, reading, full=25.0):
    """A pressure gauge facing the camera (-y): chrome bezel, white dial with bar ticks, a black needle at
    `reading` and the red mark of the test pressure."""
    chrome = m.finish("chrome")
    cylinder("gauge-case", (x, y + 0.035, z), (x, y, z), r, m.paint("#1d1d1e", 0.4), segments=48)
    torus_arc("gauge-bezel", (x, y - 0.002, z), r, 0.007, chrome, 0, 2 * math.pi, axis="y", segments=48, ring=10)
    cylinder("gauge-dial", (x, y + 0.001, z), (x, y - 0.001, z), r - 0.004, m.paint("#f4f2ec", 0.5), segments=48)
    ink = m.paint("#161616", 0.6)

    def at(bar, k):
        t = math.radians(-135 + 270 * bar / full)
        return (x + math.sin(t) * r * k, y - 0.002, z + math.cos(t) * r * k)

    for bar in range(int(full) + 1):
        major = bar % 5 == 0
        cylinder("gauge-tick", at(bar, 0.88), at(bar, 0.72 if major else 0.8), 0.0011 if major else 0.0006, ink, segments=6)
    cylinder("gauge-mark", at(reading, 0.9), at(reading, 0.66), 0.0018, m.paint("#c0261d", 0.5), segments=6)
    needle = (x, y - 0.006, z)
    tip = at(reading, 0.82)
    cylinder("gauge-needle", needle, (tip[0], y - 0.006, tip[2]), 0.0028, ink, r2=0.0008, segments=8)
    cylinder("gauge-hub", (x, y - 0.003, z), (x, y - 0.009, z), 0.006, ink, segments=16)


def test_pump(p, m):
    """A hand test pump on the bench: a red water tank, its lever and a gauge on a riser, the hose outlet at
    the tank's left end (where the product's test hose ends)."""
    x, y, z = p["x"], p["y"], p["z"]
    red = m.paint("#a8261f", 0.32)
    steel = m.steel("#b8babc", 0.25)
    w, d, h = 0.4, 0.17, 0.12
    box("pump-tank", (x - w / 2, y - d / 2, z), (x + w / 2, y + d / 2, z + h), red, bevel=0.012)
    box("pump-lid", (x - 0.05, y - 0.05, z + h), (x + 0.05, y + 0.05, z + h + 0.015), m.paint("#222222", 0.5), bevel=0.004)
    # Pump cylinder and lever, resting down.
    cylinder("pump-barrel", (x + 0.12, y, z + h), (x + 0.12, y, z + h + 0.09), 0.02, steel)
    lever_end = (x - 0.16, y, z + h + 0.05)
    cylinder("pump-lever", (x + 0.12, y, z + h + 0.1), lever_end, 0.009, steel)
    cylinder("pump-grip", lever_end, (x - 0.25, y, z + h + 0.035), 0.015, m.paint("#1c1c1c", 0.7))
    # Gauge riser at the front left, the dial tilted up a little towards a standing eye.
    gx, gy = x - 0.1, y - d / 2 - 0.01
    gz = z + h + 0.14
    cylinder("gauge-riser", (gx, y - 0.03, z + h), (gx, y - 0.03, gz - 0.06), 0.008, m.finish("polished-brass"))
    cylinder("gauge-elbow", (gx, y - 0.03, gz - 0.06), (gx, gy + 0.035, gz - 0.06), 0.008, m.finish("polished-brass"))
    cylinder("gauge-stem", (gx, gy + 0.035, gz - 0.06), (gx, gy + 0.035, gz), 0.008, m.finish("polished-brass"))
    _gauge(m, gx, gy, gz, p.get("gauge", 0.065), p.get("reading", 15))
    # The outlet the test hose screws onto.
    ox, oy, oz = p["outlet"]
    cylinder("pump-outlet", (x - w / 2 + 0.005, oy, oz), (ox, oy, oz), 0.011, m.finish("polished-brass"), segments=6)


def tag(p, m):
    """A test tag tied to the product with string: a buff card with a few lines of pencil."""
    x, y, z = p["x"], p["y"], p["z"]
    drop = p.get("drop", 0.08)
    cylinder("tag-string", (x, y, z), (x - 0.01, y - 0.003, z - drop), 0.0008, m.paint("#e8e0cf", 0.8), segments=6)
    card = m.paint("#e2bf4f", 0.8)
    box("tag-card", (x - 0.05, y - 0.006, z - drop - 0.11), (x + 0.025, y - 0.004, z - drop), card, bevel=0.001)
    ink = m.paint("#4b4d52", 0.8)
    for k in range(3):
        lz = z - drop - 0.025 - k * 0.018
        box("tag-line", (x - 0.032, y - 0.0068, lz), (x + 0.01 - 0.01 * k, y - 0.0062, lz + 0.0015), ink)


def clipboard(p, m):
    """A clipboard with the test sheet, lying on the bench."""
    x, y, z = p["x"], p["y"], p["z"]
    box("clipboard", (x - 0.12, y - 0.165, z), (x + 0.12, y + 0.165, z + 0.004), m.paint("#6b4d33", 0.6), bevel=0.002)
    box("test-sheet", (x - 0.105, y - 0.15, z + 0.004), (x + 0.105, y + 0.14, z + 0.0048), m.paint("#f3efe6", 0.9))
    ink = m.paint("#3d4a5c", 0.9)
    for k in range(8):
        ly = y + 0.11 - k * 0.032
        box("sheet-line", (x - 0.09, ly, z + 0.0049), (x + 0.09 - 0.05 * (k % 3), ly + 0.0015, z + 0.0051), ink)
    box("clip", (x - 0.05, y + 0.13, z + 0.004), (x + 0.05, y + 0.165, z + 0.016), m.finish("chrome"), bevel=0.003)
    cylinder("pencil", (x + 0.14, y - 0.1, z + 0.004), (x + 0.17, y + 0.05, z + 0.004), 0.004, m.paint("#c9a227", 0.5))


def spanner(p, m):
    x, y, z = p["x"], p["y"], p["z"]
    steel = m.steel("#c4c6c8", 0.22)
    a = math.radians(p.get("angle", 20))
    dx, dy = math.cos(a) * 0.11, math.sin(a) * 0.11
    cylinder("spanner", (x - dx, y - dy, z + 0.004), (x + dx, y + dy, z + 0.004), 0.007, steel, segments=8)
    cylinder("spanner-jaw", (x + dx, y + dy, z), (x + dx, y + dy, z + 0.008), 0.018, steel, segments=6)


def rail(p, m):
    """The spray booth's overhead rail, and the wire hooks the products hang from."""
    x0, x1, y, z = p["from"], p["to"], p["y"], p["z"]
    steel = m.steel("#8e9194", 0.4)
    box("rail-web", (x0, y - 0.005, z), (x1, y + 0.005, z + 0.1), steel)
    box("rail-flange", (x0, y - 0.04, z - 0.008), (x1, y + 0.04, z), steel)
    box("rail-flange", (x0, y - 0.04, z + 0.1), (x1, y + 0.04, z + 0.108), steel)
    # Dark with the powder that settles on everything in the booth.
    wire = m.steel("#5d5f61", 0.5)
    for hx, hy, hz in p.get("hooks", []):
        cylinder("hook-trolley", (hx, y, z - 0.008), (hx, y, z - 0.04), 0.012, steel)
        cylinder("hook-wire", (hx, y, z - 0.04), (hx, hy, hz + 0.03), 0.0022, wire, segments=8)
        torus_arc("hook-curl", (hx, hy, hz), 0.03, 0.0022, wire, math.pi * 0.5, math.pi * 1.9, axis="x", segments=16, ring=8)


def booth_light(p, m):
    """A light box in the booth: a bright panel (seen as the light) with an area lamp behind it."""
    x, y, z, w, d = p["x"], p["y"], p["z"], p.get("w", 1.2), p.get("d", 0.25)
    box("light-panel", (x - w / 2, y - d / 2, z), (x + w / 2, y + d / 2, z + 0.02), m.emission("#f4f6f8", p.get("glow", 6)))
    lamp = bpy.data.lights.new("booth-light", "AREA")
    lamp.shape = "RECTANGLE"
    lamp.size, lamp.size_y = w, d
    lamp.energy = p.get("energy", 200)
    lamp.color = (0.97, 0.98, 1.0)
    obj = bpy.data.objects.new("booth-light", lamp)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = (x, y, z - 0.005)


def ceiling(p, m):
    """The booth's ceiling, so its own lights (not the sky) light it."""
    box("ceiling", (p["from"], p["y0"], p["z"]), (p["to"], p["y1"], p["z"] + 0.1), m.paint(p.get("color", "#e4e5e3"), 0.6))


def powder_gun(p, m):
    """The powder gun resting in its holder on a stand, its hose coiled to the floor."""
    x, y = p["x"], p["y"]
    grey = m.paint("#c9cbcd", 0.35)
    dark = m.paint("#2a2b2d", 0.5)
    steel = m.steel("#8e9194", 0.4)
    cylinder("stand-post", (x, y, 0), (x, y, 1.1), 0.018, steel)
    cylinder("stand-base", (x, y, 0), (x, y, 0.02), 0.2, steel, segments=32)
    box("gun-holder", (x - 0.04, y - 0.05, 1.02), (x + 0.04, y + 0.02, 1.1), dark, bevel=0.006)
    # The gun: a long barrel pointing up out of the holder, its grip below.
    cylinder("gun-barrel", (x, y - 0.04, 1.04), (x, y - 0.04, 1.42), 0.022, grey, r2=0.016)
    cylinder("gun-nozzle", (x, y - 0.04, 1.42), (x, y - 0.04, 1.46), 0.012, dark)
    box("gun-grip", (x - 0.018, y - 0.11, 0.93), (x + 0.018, y - 0.05, 1.07), dark, bevel=0.01)
    # The feed unit beside the stand: a grey cabinet with its control panel and a box of the powder on top.
    fx, fy = p.get("feed", (x + 0.42, y + 0.1))
    box("feed-unit", (fx - 0.22, fy - 0.2, 0.05), (fx + 0.22, fy + 0.2, 0.75), m.paint("#b7babd", 0.4), bevel=0.01)
    for sx in (-1, 1):
        cylinder("feed-wheel", (fx + sx * 0.17, fy - 0.12, 0.04), (fx + sx * 0.17, fy - 0.08, 0.04), 0.04, dark)
    box("feed-panel", (fx - 0.16, fy - 0.205, 0.48), (fx + 0.16, fy - 0.2, 0.7), dark, bevel=0.003)
    for k, c in enumerate(["#3fae5a", "#e0b43a", "#d23b2e"]):
        cylinder("feed-lamp", (fx - 0.1 + k * 0.05, fy - 0.205, 0.65), (fx - 0.1 + k * 0.05, fy - 0.215, 0.65), 0.009, m.emission(c, 3))
    box("feed-dial", (fx + 0.03, fy - 0.209, 0.52), (fx + 0.12, fy - 0.204, 0.6), m.paint("#e9e7e1", 0.5), bevel=0.002)
    box("powder-box", (fx - 0.17, fy - 0.15, 0.75), (fx + 0.13, fy + 0.15, 1.05), m.paint("#b59a72", 0.85), bevel=0.004)
    box("powder-label", (fx - 0.12, fy - 0.152, 0.84), (fx + 0.08, fy - 0.15, 0.96), m.paint(p.get("powder", "#1b1b1c"), 0.6))
    hose("gun-hose", [(x, y - 0.08, 0.93), (x + 0.05, y - 0.2, 0.5), (x + 0.2, y - 0.3, 0.012), (fx - 0.05, fy - 0.32, 0.012), (fx, fy - 0.2, 0.3)], 0.007, m.paint("#8a8c8f", 0.5))


def dust(p, m):
    """Overspray on the booth floor: a thin, soft-edged film of the powder's colour."""
    x, y, w, d = p["x"], p["y"], p.get("w", 2.0), p.get("d", 1.2)
    box("overspray", (x - w / 2, y - d / 2, 0), (x + w / 2, y + d / 2, 0.0015), m.plaster(p.get("color", "#3a3a3b")))


BUILDERS = {
    "test-bench": test_bench,
    "test-pump": test_pump,
    "tag": tag,
    "clipboard": clipboard,
    "spanner": spanner,
    "rail": rail,
    "booth-light": booth_light,
    "powder-gun": powder_gun,
    "dust": dust,
    "ceiling": ceiling,
}
