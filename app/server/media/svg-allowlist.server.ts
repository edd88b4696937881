/**
 * What an uploaded SVG may contain (decision 065): drawing, text, paint servers, clipping, masking, filters and
 * animation of how things look. Nothing here runs, fetches or navigates: links and paint references must stay
 * inside the file (svg-safety.server.ts checks their values).
 */

const words = (list: string) => new Set(list.trim().split(/\s+/));

export const svgNamespace = "http://www.w3.org/2000/svg";
export const xlinkNamespace = "http://www.w3.org/1999/xlink";
export const xmlNamespace = "http://www.w3.org/XML/1998/namespace";

/**
 * Editors' own bookkeeping (Inkscape, Sodipodi, Sketch, Affinity, and the licence block of RDF, Creative
 * Commons and Dublin Core): browsers give these elements and attributes no meaning, so they are kept.
 */
export const editorNamespaces = words(`
  http://www.inkscape.org/namespaces/inkscape
  http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd
  http://www.w3.org/1999/02/22-rdf-syntax-ns#
  http://creativecommons.org/ns#
  http://purl.org/dc/elements/1.1/
  http://www.bohemiancoding.com/sketch/ns
  http://www.serif.com/
`);

export const svgElements = words(`
  svg g defs desc title metadata symbol use switch view a image style
  path rect circle ellipse line polyline polygon text tspan textPath
  linearGradient radialGradient stop pattern clipPath mask marker
  filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting
  feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur
  feImage feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile
  feTurbulence
  animate animateMotion animateTransform set mpath
`);

export const animationElements = words("animate animateMotion animateTransform set");

/** How things look and where they are: what an animation may change too. */
const presentation = `
  alignment-baseline baseline-shift clip clip-path clip-rule color color-interpolation
  color-interpolation-filters color-rendering cursor direction display dominant-baseline enable-background fill
  fill-opacity fill-rule filter flood-color flood-opacity font font-family font-size font-size-adjust font-stretch
  font-style font-variant font-weight glyph-orientation-horizontal glyph-orientation-vertical image-rendering
  isolation kerning letter-spacing lighting-color marker marker-end marker-mid marker-start mask mask-type
  mix-blend-mode opacity overflow paint-order pointer-events shape-rendering stop-color stop-opacity stroke
  stroke-dasharray stroke-dashoffset stroke-linecap stroke-linejoin stroke-miterlimit stroke-opacity stroke-width
  text-anchor text-decoration text-rendering transform transform-box transform-origin unicode-bidi vector-effect
  visibility white-space word-spacing writing-mode
  x y width height cx cy r rx ry x1 y1 x2 y2 fx fy fr d points pathLength dx dy rotate textLength lengthAdjust
  startOffset offset viewBox preserveAspectRatio gradientTransform patternTransform
  stdDeviation baseFrequency numOctaves seed scale radius k1 k2 k3 k4 values tableValues slope intercept
  amplitude exponent azimuth elevation z surfaceScale diffuseConstant specularConstant specularExponent
`;

export const animatableAttributes = words(presentation);

/** Attributes without a namespace; `href` and every value are checked on top of this. */
export const svgAttributes = words(`
  ${presentation}
  id class style lang tabindex role focusable requiredFeatures requiredExtensions systemLanguage
  version baseProfile zoomAndPan contentStyleType href type media title
  gradientUnits spreadMethod patternUnits patternContentUnits clipPathUnits maskUnits maskContentUnits
  markerUnits markerWidth markerHeight refX refY orient method spacing side viewTarget
  filterUnits primitiveUnits result in in2 edgeMode mode operator order kernelMatrix divisor bias targetX
  targetY preserveAlpha kernelUnitLength xChannelSelector yChannelSelector pointsAtX pointsAtY pointsAtZ
  limitingConeAngle stitchTiles
  attributeName attributeType begin dur end min max restart repeatCount repeatDur calcMode keyTimes
  keySplines from to by additive accumulate path keyPoints origin
`);

/** `xlink:` and `xml:` attributes an SVG may carry (`xlink:href` is checked like `href`). */
export const xlinkAttributes = words("href title type show actuate role arcrole");
export const xmlAttributes = words("space lang");

/** Attribute names that are free to use: `data-*` and `aria-*`. */
export const freeAttribute = /^(?:data|aria)-[a-z0-9_.-]+$/i;
