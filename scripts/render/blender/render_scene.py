"""Builds one scene from its JSON description and renders it with Cycles.

Run by scripts/render/render.ts, never by the build:

    blender -b --factory-startup --python scripts/render/blender/render_scene.py -- scene.json out.png

The JSON (written by scripts/render/scenes) is in metres: the back wall is the plane y = 0, the floor
z = 0, the room opens towards the camera (negative y). The script also writes `out.png.json` with the
product's box on screen (fractions of the frame), which becomes the picture's focus.
"""

import json
import math
import sys

import bpy
from mathutils import Vector
from bpy_extras.object_utils import world_to_camera_view

sys.path.append(__import__("os").path.dirname(__file__))

import materials  # noqa: E402
import products  # noqa: E402
import props  # noqa: E402
import room  # noqa: E402


def setup_render(scene, spec, out):
    scene.render.engine = "CYCLES"
    c = scene.cycles
    c.device = "CPU"
    c.samples = spec.get("samples", 96)
    c.use_adaptive_sampling = True
    c.adaptive_threshold = spec.get("noise", 0.03)
    c.adaptive_min_samples = 16
    c.use_denoising = False
    # Few bounces: the open room is lit by the sky and the fill, so little light needs many bounces, and
    # every bounce costs time on a small machine.
    c.max_bounces = 4
    c.diffuse_bounces = 2
    c.glossy_bounces = 3
    c.transmission_bounces = 2
    c.transparent_max_bounces = 2
    c.caustics_reflective = False
    c.caustics_refractive = False
    c.sample_clamp_indirect = 6.0
    c.blur_glossy = 1.0
    c.seed = spec.get("seed", 0)
    scene.render.threads_mode = "AUTO"
    scene.render.resolution_x = spec["width"]
    scene.render.resolution_y = spec["height"]
    scene.render.resolution_percentage = 100
    scene.render.film_transparent = False
    scene.view_settings.view_transform = "Filmic"
    scene.view_settings.look = spec.get("look", "Medium High Contrast")
    scene.view_settings.exposure = spec.get("exposure", 0.0)
    scene.render.image_settings.file_format = "PNG"
    scene.render.image_settings.color_depth = "8"
    scene.render.filepath = out


def setup_camera(scene, cam):
    data = bpy.data.cameras.new("camera")
    data.lens = cam.get("lens", 35)
    data.sensor_width = 36
    shift = cam.get("shift", [0, 0])
    data.shift_x, data.shift_y = shift
    if cam.get("dof"):
        data.dof.use_dof = True
        data.dof.focus_distance = cam["dof"]["distance"]
        data.dof.aperture_fstop = cam["dof"]["fstop"]
    obj = bpy.data.objects.new("camera", data)
    scene.collection.objects.link(obj)
    obj.location = Vector(cam["location"])
    direction = Vector(cam["target"]) - obj.location
    obj.rotation_euler = direction.to_track_quat("-Z", "Y").to_euler()
    scene.camera = obj
    return obj


def setup_light(scene, light):
    world = bpy.data.worlds.new("world")
    scene.world = world
    world.use_nodes = True
    nt = world.node_tree
    bg = nt.nodes["Background"]
    sky = nt.nodes.new("ShaderNodeTexSky")
    sky.sky_type = "NISHITA"
    elevation = math.radians(light.get("elevation", 30))
    azimuth = math.radians(light.get("azimuth", 120))
    sky.sun_elevation = elevation
    sky.sun_rotation = azimuth
    sky.sun_disc = False
    sky.air_density = 1.0
    sky.dust_density = light.get("haze", 1.5)
    nt.links.new(sky.outputs["Color"], bg.inputs["Color"])
    bg.inputs["Strength"].default_value = light.get("sky", 0.25)

    if light.get("sun", 0) > 0:
        sun = bpy.data.lights.new("sun", "SUN")
        sun.energy = light["sun"]
        sun.angle = math.radians(light.get("softness", 3))
        sun.color = light.get("sunColor", [1.0, 0.93, 0.84])
        obj = bpy.data.objects.new("sun", sun)
        scene.collection.objects.link(obj)
        # Sky texture: rotation 0 points the sun along +Y; Blender's lamp shines along its local -Z.
        d = Vector(
            (
                -math.sin(azimuth) * math.cos(elevation),
                -math.cos(azimuth) * math.cos(elevation),
                -math.sin(elevation),
            )
        )
        obj.rotation_euler = d.to_track_quat("-Z", "Y").to_euler()

    # A soft fill from the camera side, as a photographer's bounce card: it keeps shadows open and
    # converges fast, which matters without a denoiser.
    fill = light.get("fill", 0)
    if fill > 0:
        area = bpy.data.lights.new("fill", "AREA")
        area.shape = "RECTANGLE"
        area.size, area.size_y = 4.0, 2.5
        area.energy = fill
        area.color = light.get("fillColor", [1.0, 0.97, 0.94])
        obj = bpy.data.objects.new("fill", area)
        scene.collection.objects.link(obj)
        pos = light.get("fillAt", [0.0, -4.5, 2.2])
        obj.location = Vector(pos)
        target = Vector(light.get("fillTarget", [0.0, 0.0, 0.9]))
        obj.rotation_euler = (target - obj.location).to_track_quat("-Z", "Y").to_euler()


def product_box(scene, cam, objs):
    """The products' box on screen, as fractions of the frame, top-left origin."""
    xs, ys = [], []
    for o in objs:
        for corner in o.bound_box:
            p = world_to_camera_view(scene, cam, o.matrix_world @ Vector(corner))
            xs.append(p.x)
            ys.append(1 - p.y)
    if not xs:
        return None
    clamp = lambda v: max(0.0, min(1.0, v))  # noqa: E731
    return [clamp(min(xs)), clamp(min(ys)), clamp(max(xs)), clamp(max(ys))]


def main():
    argv = sys.argv[sys.argv.index("--") + 1 :]
    spec_path, out = argv[0], argv[1]
    with open(spec_path) as f:
        spec = json.load(f)

    bpy.ops.wm.read_factory_settings(use_empty=True)
    scene = bpy.context.scene
    setup_render(scene, spec, out)
    cam = setup_camera(scene, spec["camera"])
    setup_light(scene, spec.get("light", {}))
    mats = materials.Library()
    room.build(spec.get("room", {}), mats)
    product_objs = []
    for p in spec.get("products", []):
        product_objs += products.build(p, mats, spec.get("room", {}))
    for p in spec.get("props", []):
        props.build(p, mats)

    bpy.context.view_layer.update()
    box = product_box(scene, cam, product_objs)
    bpy.ops.render.render(write_still=True)
    with open(out + ".json", "w") as f:
        json.dump({"box": box}, f)


main()
