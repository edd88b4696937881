"""Physically based materials: the product finishes and the room's surfaces.

Colours arrive as sRGB hex strings from the scene JSON and are converted to linear here. Textures are
procedural (noise, wave, brick, voronoi) in object space, which is world space in metres because every
mesh is built in place.
"""

import bpy


def srgb(hex_colour):
    h = hex_colour.lstrip("#")
    rgb = [int(h[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
    return (*lin, 1.0)


# Finishes of the catalogue. Powder coats are dielectric with a faint orange-peel bump and a thin
# clear coat (their satin sheen); metals are metallic with roughness and, when brushed, anisotropy.
FINISHES = {
    "white": dict(color="#ecebe6", rough=0.38, coat=0.25, peel=0.015),
    "anthracite": dict(color="#2f3236", rough=0.42, coat=0.3, peel=0.02),
    "black": dict(color="#151516", rough=0.55, coat=0.15, peel=0.02),
    "chrome": dict(color="#f4f5f7", metal=1, rough=0.035),
    "brass": dict(color="#c9a878", metal=1, rough=0.22, aniso=0.75, brushed=True),
    "polished-brass": dict(color="#d8b888", metal=1, rough=0.07),
    "antique-brass": dict(color="#9a7a52", metal=1, rough=0.3, aniso=0.5, brushed=True, patina=True),
    # Bare steel, wire-brushed and sealed with a clear lacquer: blue-grey metal with darker mill-scale clouds.
    "raw-steel": dict(color="#8d9094", metal=1, rough=0.3, coat=0.5, aniso=0.35, brushed=True, patina=True),
}


class Library:
    def __init__(self):
        self.cache = {}

    def get(self, key, make):
        if key not in self.cache:
            self.cache[key] = make()
        return self.cache[key]

    # ------------------------------------------------------------------ helpers

    def _new(self, name):
        m = bpy.data.materials.new(name)
        m.use_nodes = True
        nt = m.node_tree
        bsdf = nt.nodes["Principled BSDF"]
        return m, nt, bsdf

    @staticmethod
    def _coords(nt):
        tc = nt.nodes.new("ShaderNodeTexCoord")
        return tc.outputs["Object"]

    @staticmethod
    def _mapping(nt, vec, scale):
        mp = nt.nodes.new("ShaderNodeMapping")
        mp.inputs["Scale"].default_value = scale
        nt.links.new(vec, mp.inputs["Vector"])
        return mp.outputs["Vector"]

    @staticmethod
    def _bump(nt, height, strength, distance=0.002, normal=None):
        b = nt.nodes.new("ShaderNodeBump")
        b.inputs["Strength"].default_value = strength
        b.inputs["Distance"].default_value = distance
        nt.links.new(height, b.inputs["Height"])
        if normal is not None:
            nt.links.new(normal, b.inputs["Normal"])
        return b.outputs["Normal"]

    @staticmethod
    def _ramp(nt, fac, c1, c2):
        r = nt.nodes.new("ShaderNodeValToRGB")
        r.color_ramp.elements[0].color = c1
        r.color_ramp.elements[1].color = c2
        nt.links.new(fac, r.inputs["Fac"])
        return r.outputs["Color"]

    @staticmethod
    def _noise(nt, vec, scale, detail=4.0, rough=0.55):
        n = nt.nodes.new("ShaderNodeTexNoise")
        n.inputs["Scale"].default_value = scale
        n.inputs["Detail"].default_value = detail
        n.inputs["Roughness"].default_value = rough
        nt.links.new(vec, n.inputs["Vector"])
        return n.outputs["Fac"]

    @staticmethod
    def _shade(colour, k):
        return tuple([c * k for c in colour[:3]] + [1.0])

    # ------------------------------------------------------------------ finishes

    def finish(self, name):
        return self.get("finish:" + name, lambda: self._finish(name))

    def _finish(self, name):
        f = FINISHES[name]
        m, nt, bsdf = self._new("finish-" + name)
        base = srgb(f["color"])
        bsdf.inputs["Base Color"].default_value = base
        bsdf.inputs["Metallic"].default_value = f.get("metal", 0)
        bsdf.inputs["Roughness"].default_value = f["rough"]
        bsdf.inputs["Clearcoat"].default_value = f.get("coat", 0)
        bsdf.inputs["Clearcoat Roughness"].default_value = 0.2
        co = self._coords(nt)
        if f.get("brushed"):
            # Brushed grain: noise stretched along the bars' length drives roughness and a fine bump.
            bsdf.inputs["Anisotropic"].default_value = f["aniso"]
            streak = self._noise(nt, self._mapping(nt, co, (900.0, 900.0, 6.0)), 1.0, 6.0, 0.7)
            rr = nt.nodes.new("ShaderNodeMapRange")
            rr.inputs["To Min"].default_value = f["rough"] * 0.75
            rr.inputs["To Max"].default_value = f["rough"] * 1.3
            nt.links.new(streak, rr.inputs["Value"])
            nt.links.new(rr.outputs["Result"], bsdf.inputs["Roughness"])
            nt.links.new(self._bump(nt, streak, 0.08, 0.0004), bsdf.inputs["Normal"])
            if f.get("patina"):
                blotch = self._noise(nt, co, 9.0, 3.0, 0.6)
                col = self._ramp(nt, blotch, self._shade(base, 0.72), base)
                nt.links.new(col, bsdf.inputs["Base Color"])
        elif f.get("peel"):
            peel = self._noise(nt, co, 1400.0, 2.0, 0.5)
            nt.links.new(self._bump(nt, peel, f["peel"] * 6, 0.0003), bsdf.inputs["Normal"])
        return m

    # ------------------------------------------------------------------ room surfaces

    def plaster(self, colour):
        return self.get("plaster:" + colour, lambda: self._plaster(colour))

    def _plaster(self, colour):
        """Limewash or clay plaster: cloudy tone, trowel marks as a soft bump."""
        m, nt, bsdf = self._new("plaster-" + colour)
        base = srgb(colour)
        co = self._coords(nt)
        cloud = self._noise(nt, co, 1.6, 6.0, 0.62)
        col = self._ramp(nt, cloud, self._shade(base, 0.86), self._shade(base, 1.08))
        nt.links.new(col, bsdf.inputs["Base Color"])
        bsdf.inputs["Roughness"].default_value = 0.92
        bsdf.inputs["Specular"].default_value = 0.3
        fine = self._noise(nt, co, 55.0, 8.0, 0.7)
        nt.links.new(self._bump(nt, fine, 0.12, 0.003), bsdf.inputs["Normal"])
        return m

    def paint(self, colour, rough=0.6):
        key = "paint:%s:%s" % (colour, rough)

        def make():
            m, nt, bsdf = self._new("paint-" + colour)
            bsdf.inputs["Base Color"].default_value = srgb(colour)
            bsdf.inputs["Roughness"].default_value = rough
            return m

        return self.get(key, make)

    def timber(self, colour, plank=0.18, along="x"):
        return self.get("timber:%s:%s:%s" % (colour, plank, along), lambda: self._timber(colour, plank, along))

    def _timber(self, colour, plank, along):
        """Oak or walnut: planks (brick texture) with ring grain (stretched wave) and a satin oil."""
        m, nt, bsdf = self._new("timber-" + colour)
        base = srgb(colour)
        co = self._coords(nt)
        if along == "x":
            scale = (1.0, 1.0, 1.0)
        else:
            sep = nt.nodes.new("ShaderNodeSeparateXYZ")
            com = nt.nodes.new("ShaderNodeCombineXYZ")
            nt.links.new(co, sep.inputs[0])
            nt.links.new(sep.outputs["Y"], com.inputs["X"])
            nt.links.new(sep.outputs["X"], com.inputs["Y"])
            nt.links.new(sep.outputs["Z"], com.inputs["Z"])
            co = com.outputs[0]
            scale = (1.0, 1.0, 1.0)
        co = self._mapping(nt, co, scale)
        brick = nt.nodes.new("ShaderNodeTexBrick")
        brick.inputs["Scale"].default_value = 1.0
        brick.inputs["Brick Width"].default_value = 1.4
        brick.inputs["Row Height"].default_value = plank
        brick.inputs["Mortar Size"].default_value = 0.0012
        brick.inputs["Mortar Smooth"].default_value = 0.3
        brick.offset = 0.37
        brick.inputs["Color1"].default_value = self._shade(base, 0.8)
        brick.inputs["Color2"].default_value = self._shade(base, 1.12)
        brick.inputs["Mortar"].default_value = self._shade(base, 0.35)
        nt.links.new(co, brick.inputs["Vector"])
        grain_map = self._mapping(nt, co, (1.0, 14.0, 1.0))
        wave = nt.nodes.new("ShaderNodeTexWave")
        wave.wave_type = "BANDS"
        wave.bands_direction = "Y"
        wave.inputs["Scale"].default_value = 4.0
        wave.inputs["Distortion"].default_value = 7.0
        wave.inputs["Detail"].default_value = 3.0
        nt.links.new(grain_map, wave.inputs["Vector"])
        mix = nt.nodes.new("ShaderNodeMixRGB")
        mix.blend_type = "MULTIPLY"
        mix.inputs["Fac"].default_value = 0.6
        nt.links.new(brick.outputs["Color"], mix.inputs["Color1"])
        grain = self._ramp(nt, wave.outputs["Fac"], (0.72, 0.72, 0.72, 1), (1, 1, 1, 1))
        nt.links.new(grain, mix.inputs["Color2"])
        nt.links.new(mix.outputs["Color"], bsdf.inputs["Base Color"])
        bsdf.inputs["Roughness"].default_value = 0.48
        bsdf.inputs["Clearcoat"].default_value = 0.08
        nt.links.new(self._bump(nt, brick.outputs["Fac"], 0.25, 0.002), bsdf.inputs["Normal"])
        return m

    def tiles(self, colour, w=0.1, h=0.1, grout="#d8d2c8", gloss=0.12, plane="xz"):
        key = "tiles:%s:%s:%s:%s:%s" % (colour, w, h, gloss, plane)
        return self.get(key, lambda: self._tiles(colour, w, h, grout, gloss, plane))

    def _tiles(self, colour, w, h, grout, gloss, plane):
        """Glazed or stone tiles: a brick grid with grout lines, tile-to-tile tone and a wavy glaze."""
        m, nt, bsdf = self._new("tiles-" + colour)
        base = srgb(colour)
        co = self._coords(nt)
        if plane == "xz":
            sep = nt.nodes.new("ShaderNodeSeparateXYZ")
            com = nt.nodes.new("ShaderNodeCombineXYZ")
            nt.links.new(co, sep.inputs[0])
            nt.links.new(sep.outputs["X"], com.inputs["X"])
            nt.links.new(sep.outputs["Z"], com.inputs["Y"])
            co = com.outputs[0]
        brick = nt.nodes.new("ShaderNodeTexBrick")
        brick.offset = 0.0 if w == h else 0.5
        brick.inputs["Scale"].default_value = 1.0
        brick.inputs["Brick Width"].default_value = w
        brick.inputs["Row Height"].default_value = h
        brick.inputs["Mortar Size"].default_value = 0.0025
        brick.inputs["Mortar Smooth"].default_value = 0.4
        brick.inputs["Color1"].default_value = self._shade(base, 0.93)
        brick.inputs["Color2"].default_value = self._shade(base, 1.06)
        brick.inputs["Mortar"].default_value = srgb(grout)
        nt.links.new(co, brick.inputs["Vector"])
        nt.links.new(brick.outputs["Color"], bsdf.inputs["Base Color"])
        bsdf.inputs["Roughness"].default_value = gloss
        wobble = self._noise(nt, co, 18.0, 2.0, 0.5)
        inv = nt.nodes.new("ShaderNodeMath")
        inv.operation = "MULTIPLY_ADD"
        inv.inputs[1].default_value = 0.15
        nt.links.new(wobble, inv.inputs[0])
        nt.links.new(brick.outputs["Fac"], inv.inputs[2])
        nt.links.new(self._bump(nt, inv.outputs[0], 0.5, 0.002), bsdf.inputs["Normal"])
        return m

    def stone(self, colour, vein="#8d877e", rough=0.3):
        return self.get("stone:%s:%s" % (colour, vein), lambda: self._stone(colour, vein, rough))

    def _stone(self, colour, vein, rough):
        """Marble, limestone, travertine, terrazzo-like stone: veined noise and fine pits."""
        m, nt, bsdf = self._new("stone-" + colour)
        co = self._coords(nt)
        n = nt.nodes.new("ShaderNodeTexNoise")
        n.inputs["Scale"].default_value = 2.2
        n.inputs["Detail"].default_value = 9.0
        n.inputs["Distortion"].default_value = 2.5
        nt.links.new(co, n.inputs["Vector"])
        r = nt.nodes.new("ShaderNodeValToRGB")
        r.color_ramp.elements[0].position = 0.46
        r.color_ramp.elements[0].color = srgb(vein)
        r.color_ramp.elements[1].position = 0.52
        r.color_ramp.elements[1].color = srgb(colour)
        nt.links.new(n.outputs["Fac"], r.inputs["Fac"])
        nt.links.new(r.outputs["Color"], bsdf.inputs["Base Color"])
        bsdf.inputs["Roughness"].default_value = rough
        pits = self._noise(nt, co, 120.0, 2.0, 0.5)
        nt.links.new(self._bump(nt, pits, 0.1, 0.001), bsdf.inputs["Normal"])
        return m

    def fabric(self, colour):
        return self.get("fabric:" + colour, lambda: self._fabric(colour))

    def _fabric(self, colour):
        """Linen, bouclé, towelling: sheen, a woven bump and slub tone."""
        m, nt, bsdf = self._new("fabric-" + colour)
        base = srgb(colour)
        co = self._coords(nt)
        slub = self._noise(nt, self._mapping(nt, co, (40.0, 40.0, 4.0)), 1.0, 3.0, 0.6)
        col = self._ramp(nt, slub, self._shade(base, 0.88), self._shade(base, 1.06))
        nt.links.new(col, bsdf.inputs["Base Color"])
        bsdf.inputs["Roughness"].default_value = 0.95
        bsdf.inputs["Sheen"].default_value = 0.8
        bsdf.inputs["Specular"].default_value = 0.2
        weave = self._noise(nt, co, 420.0, 2.0, 0.4)
        nt.links.new(self._bump(nt, weave, 0.35, 0.002), bsdf.inputs["Normal"])
        return m

    def ceramic(self, colour, rough=0.35):
        key = "ceramic:%s:%s" % (colour, rough)

        def make():
            m, nt, bsdf = self._new("ceramic-" + colour)
            co = self._coords(nt)
            speck = self._noise(nt, co, 30.0, 4.0, 0.6)
            base = srgb(colour)
            nt.links.new(self._ramp(nt, speck, self._shade(base, 0.9), base), bsdf.inputs["Base Color"])
            bsdf.inputs["Roughness"].default_value = rough
            bsdf.inputs["Clearcoat"].default_value = 0.3
            return m

        return self.get(key, make)

    def steel(self, colour="#9a9c9e", rough=0.35):
        """Bare or galvanised steel: metallic, with a faint cloudy tone so large sheets do not look like mirrors."""

        def make():
            m, nt, bsdf = self._new("steel-" + colour)
            base = srgb(colour)
            cloud = self._noise(nt, self._coords(nt), 4.0, 5.0, 0.6)
            nt.links.new(self._ramp(nt, cloud, self._shade(base, 0.85), self._shade(base, 1.08)), bsdf.inputs["Base Color"])
            bsdf.inputs["Metallic"].default_value = 1.0
            bsdf.inputs["Roughness"].default_value = rough
            return m

        return self.get("steel:%s:%s" % (colour, rough), make)

    def leaf(self, colour="#4f6b3f"):
        def make():
            m, nt, bsdf = self._new("leaf")
            bsdf.inputs["Base Color"].default_value = srgb(colour)
            bsdf.inputs["Roughness"].default_value = 0.45
            bsdf.inputs["Subsurface"].default_value = 0.05
            return m

        return self.get("leaf:" + colour, make)

    def glass(self):
        def make():
            m, nt, bsdf = self._new("glass")
            bsdf.inputs["Base Color"].default_value = (0.9, 0.95, 0.95, 1)
            bsdf.inputs["Transmission"].default_value = 1.0
            bsdf.inputs["Roughness"].default_value = 0.02
            bsdf.inputs["IOR"].default_value = 1.45
            return m

        return self.get("glass", make)

    def emission(self, colour, strength):
        def make():
            m = bpy.data.materials.new("emit")
            m.use_nodes = True
            nt = m.node_tree
            out = nt.nodes["Material Output"]
            nt.nodes.remove(nt.nodes["Principled BSDF"])
            e = nt.nodes.new("ShaderNodeEmission")
            e.inputs["Color"].default_value = srgb(colour)
            e.inputs["Strength"].default_value = strength
            nt.links.new(e.outputs[0], out.inputs["Surface"])
            return m

        return self.get("emit:%s:%s" % (colour, strength), make)

    def surface(self, desc):
        """A room surface from its JSON description: {kind, color, ...}."""
        k = desc.get("kind", "plaster")
        c = desc.get("color", "#d9d3c8")
        if k == "plaster":
            return self.plaster(c)
        if k == "paint":
            return self.paint(c, desc.get("rough", 0.6))
        if k == "timber":
            return self.timber(c, desc.get("plank", 0.18), desc.get("along", "x"))
        if k == "tiles":
            return self.tiles(
                c, desc.get("w", 0.1), desc.get("h", 0.1), desc.get("grout", "#d8d2c8"), desc.get("gloss", 0.12),
                desc.get("plane", "xz"),
            )
        if k == "stone":
            return self.stone(c, desc.get("vein", "#8d877e"), desc.get("rough", 0.3))
        raise ValueError("unknown surface " + k)
