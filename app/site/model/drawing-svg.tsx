import type { DrawingRole, TechnicalDrawing } from "~/lib/catalogue/technical-drawing";

const strokes: Record<DrawingRole, { stroke: string; width: number; fill?: string; dash?: string }> = {
  body: { stroke: "#1d1b18", width: 2.2, fill: "#f7f3ed" },
  detail: { stroke: "#8a8276", width: 1 },
  pipe: { stroke: "#8a5f32", width: 2 },
  wall: { stroke: "#5f594f", width: 1.2 },
  dimension: { stroke: "#4a453e", width: 0.9 },
};

/** The technical drawing of one size as SVG; lines keep their weight at any scale. */
export function DrawingSvg({ drawing, className }: { drawing: TechnicalDrawing; className?: string }) {
  const { box, fontSize } = drawing;
  return (
    <svg
      role="img"
      aria-label={drawing.description}
      viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
      className={className}
      fontFamily="Manrope Variable, sans-serif"
      fontSize={fontSize}
    >
      {drawing.shapes.map((shape, i) => {
        if (shape.kind === "text")
          return (
            <text
              key={i}
              x={shape.x}
              y={shape.y}
              textAnchor={shape.anchor}
              fill="#1d1b18"
              transform={shape.rotate ? `rotate(${shape.rotate} ${shape.x} ${shape.y})` : undefined}
            >
              {shape.text}
            </text>
          );
        const style = strokes[shape.role];
        const common = {
          stroke: style.stroke,
          strokeWidth: style.width,
          vectorEffect: "non-scaling-stroke" as const,
          fill: style.fill ?? "none",
        };
        if (shape.kind === "rect")
          return <rect key={i} x={shape.x} y={shape.y} width={shape.w} height={shape.h} {...common} />;
        if (shape.kind === "circle") return <circle key={i} cx={shape.cx} cy={shape.cy} r={shape.r} {...common} />;
        return <line key={i} x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} {...common} />;
      })}
    </svg>
  );
}
