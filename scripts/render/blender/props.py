"""Furniture and objects that dress a room. Each prop stands on the floor (or hangs on the wall) at
(x, y) in metres; sizes and colours come from the JSON, so scenes can vary them."""

import math

from geom import box, cylinder, lathe, sphere
import workshop


def bench(p, m):
    x, y, w, d, h = p["x"], p.get("y", -0.35), p.get("w", 1.2), p.get("d", 0.36), p.get("h", 0.45)
    wood = m.timber(p.get("color", "#a9825a"), 0.09)
    box("bench-top", (x - w / 2, y - d / 2, h - 0.04), (x + w / 2, y + d / 2, h), wood, bevel=0.006)
    for sx in (-1, 1):
        lx = x + sx * (w / 2 - 0.08)
        box("bench-leg", (lx - 0.02, y - d / 2 + 0.03, 0), (lx + 0.02, y + d / 2 - 0.03, h - 0.04), wood, bevel=0.004)


def stool(p, m):
    x, y, h = p["x"], p.get("y", -0.3), p.get("h", 0.45)
    wood = m.timber(p.get("color", "#9c7650"), 0.06)
    cylinder("stool-seat", (x, y, h - 0.035), (x, y, h), 0.17, wood, segments=40)
    for i in range(3):
        a = 2 * math.pi * i / 3 + 0.4
        cylinder("stool-leg", (x + 0.15 * math.cos(a), y + 0.15 * math.sin(a), 0), (x + 0.1 * math.cos(a), y + 0.1 * math.sin(a), h - 0.035), 0.014, wood)


def armchair(p, m):
    """Upholstered lounge chair: a plinth, a deep seat cushion, back and arms, on timber legs."""
    x, y, w, d = p["x"], p.get("y", -0.7), p.get("w", 0.8), p.get("d", 0.78)
    cloth = m.fabric(p.get("color", "#d8cfc1"))
    wood = m.timber(p.get("legs", "#7a5a3c"), 0.05)
    ry = y + d / 2
    for sx in (-1, 1):
        for sy in (-1, 1):
            lx, ly = x + sx * (w / 2 - 0.06), y + sy * (d / 2 - 0.06)
            cylinder("chair-leg", (lx, ly, 0), (lx, ly, 0.14), 0.016, wood, r2=0.02)
    box("chair-base", (x - w / 2, y - d / 2, 0.14), (x + w / 2, ry, 0.3), cloth, bevel=0.04)
    box("chair-seat", (x - w / 2 + 0.12, y - d / 2 + 0.02, 0.3), (x + w / 2 - 0.12, ry - 0.16, 0.43), cloth, bevel=0.05)
    box("chair-back", (x - w / 2 + 0.02, ry - 0.2, 0.3), (x + w / 2 - 0.02, ry, 0.82), cloth, bevel=0.07)
    for sx in (-1, 1):
        a = x + sx * (w / 2 - 0.06)
        box("chair-arm", (a - 0.07, y - d / 2 + 0.02, 0.3), (a + 0.07, ry - 0.05, 0.6), cloth, bevel=0.06)


def sofa(p, m):
    x, y, w = p["x"], p.get("y", -0.8), p.get("w", 2.1)
    armchair({**p, "w": w, "d": p.get("d", 0.9)}, m)


def plant(p, m):
    """A potted olive or fig: a turned pot, a trunk and clusters of leaves."""
    x, y, h = p["x"], p.get("y", -0.35), p.get("h", 1.4)
    pot_r = p.get("pot", 0.2)
    lathe("pot", (x, y, 0), [(pot_r * 0.75, 0), (pot_r, pot_r * 1.4), (pot_r * 0.95, pot_r * 1.5), (0, pot_r * 1.45)], m.ceramic(p.get("potColor", "#c9bba6"), 0.6))
    bark = m.paint("#5a4634", 0.8)
    top = pot_r * 1.45
    cylinder("trunk", (x, y, top), (x + 0.02, y, h * 0.6), 0.015, bark)
    leaf = m.leaf(p.get("leaf", "#58704a"))
    seed = p.get("seed", 1)
    for i in range(34):
        a = (i * 2.399 + seed) % (2 * math.pi)
        r = 0.08 + 0.2 * ((i * 37 + seed * 11) % 13) / 13
        z = h * 0.55 + h * 0.45 * ((i * 53 + seed * 7) % 17) / 17
        sphere("leaves", (x + math.cos(a) * r, y + math.sin(a) * r * 0.6, z), 0.07 + 0.04 * ((i * 7) % 5) / 5, leaf, scale=(1.0, 0.7, 0.55), segments=10)


def branches(p, m):
    """A tall vase with a few bare or leafy branches."""
    x, y, base = p["x"], p.get("y", -0.3), p.get("z", 0.0)
    h = p.get("h", 0.45)
    lathe("vase", (x, y, base), [(0.08, 0), (0.12, h * 0.35), (0.07, h * 0.85), (0.055, h), (0.0, h * 0.98)], m.ceramic(p.get("color", "#d9d0c2"), 0.5))
    twig = m.paint("#4a3a2c", 0.8)
    leaf = m.leaf(p.get("leaf", "#6d7b52"))
    for i, (dx, top) in enumerate([(-0.18, 0.9), (0.05, 1.05), (0.22, 0.8)]):
        a = (x, y, base + h * 0.9)
        b = (x + dx, y - 0.05 * i, base + h + top * 0.5)
        cylinder("branch", a, b, 0.005, twig)
        for k in range(5):
            t = 0.4 + k * 0.13
            sphere("leaf", (a[0] + (b[0] - a[0]) * t + 0.03 * (k % 2 - 0.5), a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t), 0.025, leaf, scale=(1.4, 0.5, 0.6), segments=8)


def vase(p, m):
    x, y, z, h = p["x"], p.get("y", -0.2), p.get("z", 0.0), p.get("h", 0.3)
    lathe("vase", (x, y, z), [(0.06, 0), (0.11, h * 0.4), (0.05, h * 0.9), (0.045, h), (0.0, h * 0.97)], m.ceramic(p.get("color", "#d9d0c2"), p.get("rough", 0.4)))


def books(p, m):
    x, y, z = p["x"], p.get("y", -0.25), p.get("z", 0.0)
    colours = p.get("colors", ["#c7b9a3", "#6f7a6a", "#b9826a", "#e8e1d4"])
    for i, c in enumerate(colours):
        t = 0.025 + 0.01 * (i % 2)
        box("book", (x - 0.12 + 0.01 * i, y - 0.09, z), (x + 0.12 - 0.008 * i, y + 0.09, z + t), m.paint(c, 0.7), bevel=0.002)
        z += t


def frame(p, m):
    """Framed art on the wall: an oak or black frame, a mount and a soft abstract print."""
    x, z, w, h = p["x"], p["z"], p.get("w", 0.6), p.get("h", 0.8)
    fr = m.paint(p.get("frame", "#2b2824"), 0.5) if p.get("frame") else m.timber("#b08a5e", 0.05)
    box("frame", (x - w / 2, -0.03, z - h / 2), (x + w / 2, 0.0, z + h / 2), fr, bevel=0.004)
    box("mount", (x - w / 2 + 0.03, -0.032, z - h / 2 + 0.03), (x + w / 2 - 0.03, -0.028, z + h / 2 - 0.03), m.paint("#f1ece2", 0.8))
    box("print", (x - w / 2 + 0.09, -0.034, z - h / 2 + 0.1), (x + w / 2 - 0.09, -0.031, z + h / 2 - 0.1), m.plaster(p.get("art", "#b9977a")))


def mirror(p, m):
    x, z, r = p["x"], p["z"], p.get("r", 0.32)
    cylinder("mirror-frame", (x, -0.025, z), (x, 0.0, z), r, m.finish(p.get("finish", "brass")), segments=64)
    cylinder("mirror-glass", (x, -0.027, z), (x, -0.02, z), r - 0.018, m.finish("chrome"), segments=64)


def floor_lamp(p, m):
    x, y = p["x"], p.get("y", -0.45)
    metal = m.finish(p.get("finish", "black"))
    cylinder("lamp-base", (x, y, 0), (x, y, 0.02), 0.14, metal, segments=32)
    cylinder("lamp-stem", (x, y, 0.02), (x, y, 1.45), 0.01, metal)
    lathe("lamp-shade", (x, y, 1.35), [(0.22, 0), (0.14, 0.28), (0.0, 0.28)], m.fabric("#efe6d6"))


def table(p, m):
    """Side table, console or sideboard by its size."""
    x, y, w, d, h = p["x"], p.get("y", -0.25), p.get("w", 0.5), p.get("d", 0.4), p.get("h", 0.55)
    wood = m.timber(p.get("color", "#8a6446"), 0.12)
    if p.get("closed"):
        box("cabinet", (x - w / 2, y - d / 2, 0.1), (x + w / 2, y + d / 2, h), wood, bevel=0.008)
        for sx in (-1, 1):
            box("plinth", (x + sx * (w / 2 - 0.05) - 0.02, y - d / 2 + 0.05, 0), (x + sx * (w / 2 - 0.05) + 0.02, y + d / 2 - 0.05, 0.1), wood)
        if w > 0.8:
            for i in range(1, int(w / 0.45)):
                gx = x - w / 2 + i * w / int(w / 0.45)
                box("door-gap", (gx - 0.002, y - d / 2 - 0.001, 0.12), (gx + 0.002, y - d / 2 + 0.001, h - 0.02), m.paint("#2a211a", 0.8))
    else:
        box("table-top", (x - w / 2, y - d / 2, h - 0.03), (x + w / 2, y + d / 2, h), wood, bevel=0.005)
        for sx in (-1, 1):
            for sy in (-1, 1):
                lx, ly = x + sx * (w / 2 - 0.03), y + sy * (d / 2 - 0.03)
                box("table-leg", (lx - 0.015, ly - 0.015, 0), (lx + 0.015, ly + 0.015, h - 0.03), wood)


def bed(p, m):
    x, y, w = p["x"], p.get("y", -1.05), p.get("w", 1.6)
    d = 2.0
    linen = m.fabric(p.get("color", "#e9e3d8"))
    throw = m.fabric(p.get("throw", "#a9876a"))
    wood = m.timber(p.get("frame", "#9c7650"), 0.1)
    box("bed-frame", (x - w / 2, y - d / 2, 0.1), (x + w / 2, y + d / 2, 0.32), wood, bevel=0.01)
    box("headboard", (x - w / 2 - 0.02, y + d / 2 - 0.06, 0.1), (x + w / 2 + 0.02, y + d / 2, 1.05), m.fabric(p.get("head", "#cfc3b1")), bevel=0.03)
    box("mattress", (x - w / 2 + 0.02, y - d / 2 + 0.02, 0.32), (x + w / 2 - 0.02, y + d / 2 - 0.08, 0.55), linen, bevel=0.05)
    box("throw", (x - w / 2 - 0.01, y - d / 2 + 0.0, 0.35), (x + w / 2 + 0.01, y - d / 2 + 0.6, 0.57), throw, bevel=0.03)
    for sx in (-1, 1):
        box("pillow", (x + sx * w / 4 - 0.3, y + d / 2 - 0.45, 0.55), (x + sx * w / 4 + 0.3, y + d / 2 - 0.12, 0.72), linen, bevel=0.06)


def bath(p, m):
    """Freestanding bath: a thick rounded shell with a darker inner well."""
    x, y, w = p["x"], p.get("y", -0.55), p.get("w", 1.7)
    d, h = 0.78, 0.6
    shell = m.ceramic(p.get("color", "#f3f1ec"), 0.15)
    box("bath-shell", (x - w / 2, y - d / 2, 0.0), (x + w / 2, y + d / 2, h), shell, bevel=0.16, segments=5)
    box("bath-inner", (x - w / 2 + 0.07, y - d / 2 + 0.07, h - 0.02), (x + w / 2 - 0.07, y + d / 2 - 0.07, h + 0.001), m.ceramic("#e6e3dd", 0.1), bevel=0.05)
    metal = m.finish(p.get("tap", "chrome"))
    tx = x + w / 2 + 0.12
    cylinder("bath-tap", (tx, y, 0), (tx, y, h + 0.25), 0.014, metal)
    cylinder("bath-spout", (tx, y, h + 0.24), (tx - 0.18, y, h + 0.24), 0.011, metal)


def vanity(p, m):
    x, y, w = p["x"], p.get("y", -0.25), p.get("w", 0.9)
    table({"x": x, "y": y, "w": w, "d": 0.48, "h": 0.62, "closed": True, "color": p.get("color", "#a9825a")}, m)
    stone = m.stone(p.get("stone", "#e7e1d6"), "#b8ad9c", 0.25)
    box("vanity-top", (x - w / 2 - 0.01, y - 0.25, 0.62), (x + w / 2 + 0.01, y + 0.24, 0.66), stone, bevel=0.004)
    lathe("basin", (x, y - 0.02, 0.66), [(0.12, 0), (0.2, 0.05), (0.21, 0.14), (0.0, 0.14)], m.ceramic("#f1eee8", 0.2))
    metal = m.finish(p.get("tap", "brass"))
    cylinder("basin-tap", (x, -0.03, 1.0), (x, -0.15, 1.0), 0.01, metal)
    cylinder("basin-tap-plate", (x, -0.0, 1.0), (x, -0.03, 1.0), 0.025, metal)


def cabinets(p, m):
    """A kitchen run: base units with a stone worktop and handles, optional wall shelf."""
    x0, x1 = p["from"], p["to"]
    paint = m.paint(p.get("color", "#7d8a77"), 0.45)
    box("base-units", (x0, -0.6, 0.1), (x1, 0.0, 0.88), paint, bevel=0.004)
    box("kick", (x0 + 0.02, -0.55, 0), (x1 - 0.02, 0.0, 0.1), m.paint("#2a2723", 0.7))
    box("worktop", (x0 - 0.01, -0.62, 0.88), (x1 + 0.01, 0.0, 0.92), m.stone(p.get("stone", "#e9e4da"), "#a89e8e", 0.25), bevel=0.004)
    n = max(1, round((x1 - x0) / 0.6))
    handle = m.finish(p.get("handles", "brass"))
    for i in range(n):
        a = x0 + (x1 - x0) * i / n
        box("door-gap", (a - 0.002, -0.602, 0.12), (a + 0.002, -0.598, 0.86), m.paint("#1f1d1a", 0.8))
        hx = a + (x1 - x0) / n / 2
        cylinder("handle", (hx - 0.08, -0.63, 0.78), (hx + 0.08, -0.63, 0.78), 0.007, handle)
    if p.get("shelf"):
        box("shelf", (x0, -0.25, 1.45), (x1, 0.0, 1.49), m.timber("#b08a5e", 0.05), bevel=0.003)


def bookshelf(p, m):
    x, w, h = p["x"], p.get("w", 1.0), p.get("h", 2.2)
    wood = m.paint(p.get("color", "#3a3936"), 0.55)
    box("shelf-back", (x - w / 2, -0.02, 0), (x + w / 2, 0.0, h), wood)
    for sx in (-1, 1):
        box("shelf-side", (x + sx * w / 2 - 0.02, -0.32, 0), (x + sx * w / 2 + 0.02, 0.0, h), wood, bevel=0.003)
    palette = ["#8a5a44", "#c7b9a3", "#4d5b4a", "#a89a7c", "#2f3a4a", "#d8cbb3", "#6e4f3a"]
    levels = int(h / 0.36)
    for i in range(levels + 1):
        z = 0.06 + i * h / (levels + 0.2)
        box("shelf", (x - w / 2, -0.3, z - 0.02), (x + w / 2, 0.0, z), wood, bevel=0.002)
        if i == levels:
            continue
        bx = x - w / 2 + 0.04
        k = i * 5
        while bx < x + w / 2 - 0.08:
            bw = 0.025 + 0.012 * ((k * 7) % 3)
            bh = 0.22 + 0.03 * ((k * 5) % 3)
            box("book", (bx, -0.26, z), (bx + bw, -0.04, z + bh), m.paint(palette[k % len(palette)], 0.7), bevel=0.002)
            bx += bw + 0.003
            k += 1


def rug(p, m):
    x, y, w, d = p["x"], p.get("y", -1.2), p.get("w", 2.0), p.get("d", 1.4)
    box("rug", (x - w / 2, y - d / 2, 0), (x + w / 2, y + d / 2, 0.012), m.fabric(p.get("color", "#d6cbb8")), bevel=0.004)


def curtain(p, m):
    """Linen curtain: a row of soft vertical folds."""
    x, w, h = p["x"], p.get("w", 0.5), p.get("h", 2.6)
    cloth = m.fabric(p.get("color", "#e6ddcf"))
    n = max(3, int(w / 0.07))
    for i in range(n):
        cx = x - w / 2 + (i + 0.5) * w / n
        cylinder("fold", (cx, -0.12 - 0.02 * (i % 2), 0.02), (cx, -0.12 - 0.02 * (i % 2), h), w / n * 0.62, cloth, segments=12)


def workbench(p, m):
    """Workshop bench: a thick beech top on steel legs, with drawings, a square and offcuts of tube."""
    x, y, w = p["x"], p.get("y", -0.6), p.get("w", 2.2)
    top = m.timber("#c8a57a", 0.08)
    steel = m.paint("#3b3d40", 0.5)
    box("bench-top", (x - w / 2, y - 0.4, 0.86), (x + w / 2, y + 0.4, 0.92), top, bevel=0.006)
    for sx in (-1, 1):
        for sy in (-1, 1):
            lx, ly = x + sx * (w / 2 - 0.06), y + sy * 0.32
            box("bench-leg", (lx - 0.03, ly - 0.03, 0), (lx + 0.03, ly + 0.03, 0.86), steel)
    box("bench-rail", (x - w / 2 + 0.06, y - 0.03, 0.15), (x + w / 2 - 0.06, y + 0.03, 0.2), steel)
    paper = m.paint("#f3efe6", 0.9)
    ink = m.paint("#3d4a5c", 0.9)
    for i, (dx, dy, rot) in enumerate(p.get("sheets", [(-0.5, 0.05, 0), (-0.1, -0.08, 0), (0.35, 0.1, 0)])):
        sx, sy = x + dx, y + dy
        box("sheet", (sx - 0.21, sy - 0.15, 0.92), (sx + 0.21, sy + 0.15, 0.922), paper)
        # Pencil lines of a radiator elevation on each sheet.
        for k in range(5):
            lx = sx - 0.15 + k * 0.075
            box("line", (lx - 0.0008, sy - 0.1, 0.9221), (lx + 0.0008, sy + 0.1, 0.9223), ink)
        box("line", (sx - 0.16, sy + 0.1, 0.9221), (sx + 0.16, sy + 0.102, 0.9223), ink)
        box("line", (sx - 0.16, sy - 0.102, 0.9221), (sx + 0.16, sy - 0.1, 0.9223), ink)
    metal = m.finish(p.get("finish", "brass"))
    for i in range(3):
        cylinder("offcut", (x + 0.55 + i * 0.06, y - 0.2, 0.9325), (x + 0.55 + i * 0.06, y + 0.25, 0.9325), 0.0125, metal)
    box("square", (x - 0.7, y - 0.25, 0.92), (x - 0.4, y - 0.23, 0.925), m.finish("chrome"))
    cylinder("pencil", (x + 0.05, y - 0.2, 0.926), (x + 0.2, y - 0.14, 0.926), 0.004, m.paint("#c9a227", 0.5))


def point_light(name, energy, colour, soft_size, location):
    """A point light of the given energy (W), colour and soft shadow size, placed at location in the scene."""
    import bpy

    light = bpy.data.lights.new(name, "POINT")
    light.energy = energy
    light.color = colour
    light.shadow_soft_size = soft_size
    obj = bpy.data.objects.new(name, light)
    bpy.context.scene.collection.objects.link(obj)
    obj.location = location


def spark(p, m):
    """Welding: a small, very bright point light and a glowing bead, for the workshop scenes."""
    point_light("spark", p.get("energy", 60), (0.6, 0.75, 1.0), 0.01, (p["x"], p.get("y", -0.3), p["z"]))
    sphere("bead", (p["x"], p.get("y", -0.3), p["z"]), 0.006, m.emission("#bcd4ff", 40))


def pendant(p, m):
    """A workshop or kitchen pendant: a metal shade with a warm bulb inside."""
    x, y, z = p["x"], p.get("y", -0.6), p.get("z", 1.9)
    cylinder("cord", (x, y, z + 0.25), (x, y, 3.2), 0.003, m.paint("#1c1c1c", 0.6))
    lathe("shade", (x, y, z), [(0.2, 0), (0.12, 0.12), (0.04, 0.25), (0.0, 0.26)], m.finish(p.get("finish", "black")))
    point_light("bulb", p.get("energy", 40), (1.0, 0.82, 0.62), 0.05, (x, y, z + 0.06))


BUILDERS = {
    "bench": bench,
    "stool": stool,
    "armchair": armchair,
    "sofa": sofa,
    "plant": plant,
    "branches": branches,
    "vase": vase,
    "books": books,
    "frame": frame,
    "mirror": mirror,
    "floor-lamp": floor_lamp,
    "table": table,
    "bed": bed,
    "bath": bath,
    "vanity": vanity,
    "cabinets": cabinets,
    "bookshelf": bookshelf,
    "rug": rug,
    "curtain": curtain,
    "workbench": workbench,
    "spark": spark,
    "pendant": pendant,
    **workshop.BUILDERS,
}


def build(p, m):
    BUILDERS[p["type"]](p, m)
