"""Mesh primitives built in world space (objects stay at the origin, so object-space textures are in
metres and line up across neighbouring parts)."""

import math

import bmesh
import bpy
from mathutils import Matrix, Vector


def _link(name, bm, mat, smooth=False, bevel=0.0, segments=3):
    me = bpy.data.meshes.new(name)
    bm.to_mesh(me)
    bm.free()
    if smooth:
        for poly in me.polygons:
            poly.use_smooth = True
        me.use_auto_smooth = True
        me.auto_smooth_angle = math.radians(40)
    obj = bpy.data.objects.new(name, me)
    bpy.context.scene.collection.objects.link(obj)
    if mat is not None:
        me.materials.append(mat)
    if bevel > 0:
        mod = obj.modifiers.new("bevel", "BEVEL")
        mod.width = bevel
        mod.segments = segments
        mod.limit_method = "ANGLE"
        mod.harden_normals = False
        for poly in me.polygons:
            poly.use_smooth = True
        me.use_auto_smooth = True
        me.auto_smooth_angle = math.radians(35)
    return obj


def box(name, lo, hi, mat, bevel=0.0, segments=3):
    """Axis-aligned box from corner lo to corner hi."""
    bm = bmesh.new()
    bmesh.ops.create_cube(bm, size=1.0)
    size = Vector(hi) - Vector(lo)
    centre = (Vector(hi) + Vector(lo)) / 2
    bmesh.ops.transform(bm, matrix=Matrix.Translation(centre) @ Matrix.Diagonal((*size, 1.0)), verts=bm.verts)
    bevel = min(bevel, min(abs(s) for s in size) / 2.05)
    return _link(name, bm, mat, bevel=bevel, segments=segments)


def cylinder(name, a, b, r, mat, segments=24, r2=None, caps=True):
    """Cylinder (or cone, with r2) from point a to point b."""
    a, b = Vector(a), Vector(b)
    d = b - a
    bm = bmesh.new()
    bmesh.ops.create_cone(
        bm, cap_ends=caps, cap_tris=False, segments=segments, radius1=r, radius2=r if r2 is None else r2, depth=d.length
    )
    rot = d.to_track_quat("Z", "Y").to_matrix().to_4x4()
    bmesh.ops.transform(bm, matrix=Matrix.Translation((a + b) / 2) @ rot, verts=bm.verts)
    return _link(name, bm, mat, smooth=True)


def sphere(name, c, r, mat, scale=(1, 1, 1), segments=20):
    bm = bmesh.new()
    bmesh.ops.create_uvsphere(bm, u_segments=segments, v_segments=max(8, segments // 2), radius=r)
    bmesh.ops.transform(bm, matrix=Matrix.Translation(Vector(c)) @ Matrix.Diagonal((*scale, 1.0)), verts=bm.verts)
    return _link(name, bm, mat, smooth=True)


def torus_arc(name, centre, radius, r, mat, start, end, axis="y", segments=32, ring=16):
    """A bent tube: an arc of a circle of `radius` in the plane normal to `axis`, from angle start to end."""
    bm = bmesh.new()
    rings = []
    for i in range(segments + 1):
        t = start + (end - start) * i / segments
        c, s = math.cos(t) * radius, math.sin(t) * radius
        dc, ds = -math.sin(t), math.cos(t)
        if axis == "y":
            p, tangent = Vector((c, 0, s)), Vector((dc, 0, ds))
        elif axis == "x":
            p, tangent = Vector((0, c, s)), Vector((0, dc, ds))
        else:
            p, tangent = Vector((c, s, 0)), Vector((dc, ds, 0))
        q = tangent.to_track_quat("Z", "Y").to_matrix()
        verts = []
        for j in range(ring):
            u = 2 * math.pi * j / ring
            local = Vector((math.cos(u) * r, math.sin(u) * r, 0))
            verts.append(bm.verts.new(Vector(centre) + p + q @ local))
        rings.append(verts)
    for i in range(segments):
        for j in range(ring):
            a, b = rings[i][j], rings[i][(j + 1) % ring]
            c, d = rings[i + 1][(j + 1) % ring], rings[i + 1][j]
            bm.faces.new((a, b, c, d))
    return _link(name, bm, mat, smooth=True)


def lathe(name, centre, profile, mat, segments=32):
    """A turned shape (vase, pot, finial): profile is [(radius, height)] from the bottom up."""
    bm = bmesh.new()
    cx, cy, cz = centre
    rings = []
    for rad, h in profile:
        ring = []
        for j in range(segments):
            u = 2 * math.pi * j / segments
            ring.append(bm.verts.new((cx + math.cos(u) * rad, cy + math.sin(u) * rad, cz + h)))
        rings.append(ring)
    for i in range(len(rings) - 1):
        for j in range(segments):
            bm.faces.new((rings[i][j], rings[i][(j + 1) % segments], rings[i + 1][(j + 1) % segments], rings[i + 1][j]))
    bm.faces.new(list(reversed(rings[0])))
    return _link(name, bm, mat, smooth=True)


def hose(name, points, r, mat):
    """A flexible hose or cable through `points`: a smooth Bézier curve with a round section."""
    cu = bpy.data.curves.new(name, "CURVE")
    cu.dimensions = "3D"
    cu.bevel_depth = r
    cu.bevel_resolution = 4
    cu.resolution_u = 24
    cu.use_fill_caps = True
    spline = cu.splines.new("BEZIER")
    spline.bezier_points.add(len(points) - 1)
    for bp, co in zip(spline.bezier_points, points):
        bp.co = Vector(co)
        bp.handle_left_type = bp.handle_right_type = "AUTO"
    cu.materials.append(mat)
    obj = bpy.data.objects.new(name, cu)
    bpy.context.scene.collection.objects.link(obj)
    return obj
