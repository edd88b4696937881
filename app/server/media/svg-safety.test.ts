import { describe, expect, it } from "vitest";
import { detectImageType } from "~/lib/media/file-type";
import { svgHazard } from "./svg-safety.server";
import { rasterImage, safeSvg } from "./test-images";

const svg = (inner: string, attributes = "") => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`;

describe("svgHazard (docs/product.md#media)", () => {
  it("lets a plain drawing through, with local references and embedded raster pictures", () => {
    expect(svgHazard(safeSvg)).toBeNull();
    expect(
      svgHazard(svg('<rect fill="url(#g)" style="fill: url( \'#g\' )"/><image href="data:image/png;base64,AAAA"/>')),
    ).toBeNull();
  });

  it.each([
    [svg("<script>alert(1)</script>"), "a script"],
    [svg('<SCRIPT type="module"/>'), "a script"],
    [svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'), "a script"],
    [svg("<s:script>alert(1)</s:script>", ' xmlns:s="http://www.w3.org/2000/svg"'), "a script"],
    [svg('<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="x"/>'), "embedded HTML or other content"],
    ['<?xml-stylesheet type="text/xsl" href="x.xsl"?>' + svg(""), "a style sheet processing instruction"],
    ['<?xml version="1.0"?><?xml-stylesheet href="#s"?>' + svg(""), "a style sheet processing instruction"],
    [svg("", ' onload="alert(1)"'), "an event handler"],
    [svg('<rect\nonclick = "x()"/>'), "an event handler"],
    [svg("<foreignObject><div>html</div></foreignObject>"), "embedded HTML or other content"],
    [svg('<iframe src="x"/>'), "embedded HTML or other content"],
    [svg('<a href="javascript:alert(1)"><text>x</text></a>'), "a script address"],
    [svg('<image href="https://example.com/track.png"/>'), "a link to another file"],
    [svg('<use xlink:href="other.svg#icon"/>'), "a link to another file"],
    [svg('<image href="data:image/svg+xml;base64,AAAA"/>'), "a link to another file"],
    [svg('<rect style="fill: url(https://example.com/x)"/>'), "a link to another file"],
    [svg("<style>@import url(x.css);</style>"), "a style sheet import"],
    [svg('<set attributeName="href" to="#x"/>'), "an animation that changes links or event handlers"],
    ['<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>' + svg("&x;"), "a document type declaration"],
  ])("refuses %s", (text, hazard) => {
    expect(svgHazard(text)).toBe(hazard);
  });
});

describe("detectImageType reads the bytes, never the name", () => {
  it.each(["image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"] as const)("%s", async (type) => {
    expect(detectImageType(await rasterImage(type))).toBe(type);
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
    ["a HEIC (HEIF, not AVIF)", Buffer.from("\0\0\0\x18ftypheic\0\0\0\0mif1heic", "latin1")],
    ["nothing", Buffer.alloc(0)],
  ])("nothing for %s", (_, bytes) => {
    expect(detectImageType(bytes)).toBeNull();
  });
});
