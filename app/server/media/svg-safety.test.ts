import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { detectImageType } from "~/lib/media/file-type";

import { svgHazard, UnreadableSvg } from "./svg-safety.server";
import { rasterImage, safeSvg } from "./test-images";

const svg = (inner: string, attributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"${attributes}>${inner}</svg>`;

const fixtures = path.join(import.meta.dirname, "fixtures");
const fixture = (folder: string, name: string) => readFileSync(path.join(fixtures, folder, name), "utf8");

/** Malicious samples (fixtures/svg-tricks), each with what the administrator is told it contains. */
const tricks: Record<string, string> = {
  "set-href-inside-a.svg": "an animation that changes links or event handlers",
  "set-href-inside-image.svg": "an animation that changes links or event handlers",
  "set-onclick.svg": "an animation that changes links or event handlers",
  "animate-values-on-href.svg": "an animation that changes links or event handlers",
  "javascript-decimal-reference.svg": "a script address",
  "javascript-hex-reference.svg": "a script address",
  "javascript-with-tab.svg": "a script address",
  "data-text-html.svg": "a script address",
  "entity-in-xlink-href.svg": "a document type declaration",
  "doctype-external-entity.svg": "a document type declaration",
  "namespaced-script.svg": "a script",
  "html-namespace-script.svg": "a script",
  "onload.svg": "an event handler",
  "external-use.svg": "a link to another file",
  "style-import.svg": "a style sheet import",
  "style-escaped-import.svg": "a style sheet import",
  "style-url.svg": "a link to another file",
  "style-attribute-escaped-url.svg": "a link to another file",
  "xml-stylesheet.svg": "a style sheet processing instruction",
  "foreign-object.svg": "embedded HTML or other content",
  "fe-image-outside.svg": "a link to another file",
  "xinclude.svg": "the element <xi:include>",
  "mathml-link.svg": "the element <m:math>",
};

describe("svgHazard parses the SVG as XML and allows only what draws (docs/product.md#media)", () => {
  it("lets a plain drawing through, with local references and embedded raster pictures", () => {
    expect(svgHazard(safeSvg)).toBeNull();
    expect(
      svgHazard(svg('<rect fill="url(#g)" style="fill: url( \'#g\' )"/><image href="data:image/png;base64,AAAA"/>')),
    ).toBeNull();
  });

  it("lets the site's own SVG and an editor's export through (namespaces, metadata, styles, animation)", () => {
    expect(svgHazard(readFileSync(path.join(import.meta.dirname, "../../../public/favicon.svg"), "utf8"))).toBeNull();
    expect(svgHazard(fixture("svg-safe", "editor-export.svg"))).toBeNull();
  });

  it("keeps a sample of every trick it refuses", () => {
    expect(readdirSync(path.join(fixtures, "svg-tricks")).sort()).toEqual(
      [...Object.keys(tricks), "undeclared-entity-in-href.svg"].sort(),
    );
  });

  it.each(Object.entries(tricks))("refuses fixtures/svg-tricks/%s as %s", (name, hazard) => {
    expect(svgHazard(fixture("svg-tricks", name))).toBe(hazard);
  });

  it("cannot read an entity it was never told about", () => {
    expect(() => svgHazard(fixture("svg-tricks", "undeclared-entity-in-href.svg"))).toThrow(UnreadableSvg);
    expect(() => svgHazard(svg("<rect>"))).toThrow(UnreadableSvg);
    expect(() => svgHazard('<?xml version="1.0" encoding="UTF-7"?>' + svg(""))).toThrow(UnreadableSvg);
  });

  it.each([
    [svg("<script>alert(1)</script>"), "a script"],
    [svg('<SCRIPT type="module"/>'), "a script"],
    [svg("<s:script>alert(1)</s:script>", ' xmlns:s="http://www.w3.org/2000/svg"'), "a script"],
    [svg('<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="x"/>'), "embedded HTML or other content"],
    ['<?xml version="1.0"?><?xml-stylesheet href="#s"?>' + svg(""), "a style sheet processing instruction"],
    ["<?php echo 1; ?>" + svg(""), "a processing instruction"],
    [svg('<rect\nonclick = "x()"/>'), "an event handler"],
    [svg('<rect x:onclick="x()" xmlns:x="urn:x"/>'), "an event handler"],
    [svg('<iframe src="x"/>'), "embedded HTML or other content"],
    [svg('<a href=" &#10;javascript:alert(1)"><text>x</text></a>'), "a script address"],
    [svg('<image href="https://example.com/track.png"/>'), "a link to another file"],
    [svg('<use xlink:href="other.svg#icon"/>'), "a link to another file"],
    [svg('<image href="data:image/svg+xml;base64,AAAA"/>'), "a link to another file"],
    [svg('<rect style="fill: url(https://example.com/x)"/>'), "a link to another file"],
    [svg("<rect style=\"background: image-set('https://example.com/x.png' 1x)\"/>"), "a link to another file"],
    [svg('<rect fill="url(&#x27;https://example.com/p#g&#x27;)"/>'), "a link to another file"],
    [svg('<rect><set attributeName="fill" to="url(https://example.com/p#g)"/></rect>'), "a link to another file"],
    [svg("<style><g/>@import url(x.css);</style>"), "a style sheet import"],
    [svg('<set attributeName="href" to="#x"/>'), "an animation that changes links or event handlers"],
    [svg('<set attributeName="style" to="fill:red"/>'), 'an animation of the attribute "style"'],
    [svg("<marquee>x</marquee>"), "the element <marquee>"],
    [svg('<x:thing xmlns:x="urn:x"/>'), "the element <x:thing>"],
    [svg('<rect formaction="x"/>'), 'the attribute "formaction"'],
    [svg('<rect xml:base="https://example.com/"/>'), 'the attribute "xml:base"'],
  ])("refuses %s", (text, hazard) => {
    expect(svgHazard(text)).toBe(hazard);
  });
});

describe("detectImageType reads the bytes, never the name", () => {
  it.each(["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"] as const)("%s", async (type) => {
    expect(detectImageType(await rasterImage(type))).toBe(type);
  });

  it("a HEIC photo (HEIF, not AVIF), which the server converts to JPEG", () => {
    expect(detectImageType(Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1"))).toBe("image/heic");
  });

  it("SVG, with or without an XML declaration, comments or a byte order mark", () => {
    for (const text of [safeSvg, svg(""), `\uFEFF<!-- drawn by hand -->\n${svg("")}`]) {
      expect(detectImageType(Buffer.from(text))).toBe("image/svg+xml");
    }
  });

  it.each([
    ["text", Buffer.from("hello")],
    ["HTML", Buffer.from("<html><svg></svg></html>")],
    ["a PDF", Buffer.from("%PDF-1.7\n")],
    ["an MP4 video (ISO-BMFF, neither AVIF nor HEIC)", Buffer.from("\0\0\0\x18ftypisom\0\0\0\0isommp41", "latin1")],
    ["nothing", Buffer.alloc(0)],
  ])("nothing for %s", (_, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});
