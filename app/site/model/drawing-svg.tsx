import type { DrawingRole, TechnicalDrawing } from "~/lib/catalogue/technical-drawing";

const strokes: Record<DrawingRole, { stroke: string; width: number; fill?: string; dash?: string }> = {
  body: { stroke: "#1d1b18", width: 2.2, fill: "#f7f3ed" },
  detail: { stroke: "#8a8276", width: 1 },
  pipe: { stroke: "#8a5f32", width: 2 },
  wall: { stroke: "#5f594f", width: 1.2 },
  dimension: { stroke: "#4a453e", width: 0.9 },
};

/** A coordinate in millimetres to a tenth: finer is invisible, and every digit more is weight in the page. */
const mm = (value: number) => Math.round(value * 10) / 10;

/**
 * The technical drawing of one size as SVG; lines keep their weight at any scale. Its labels are in the page's text
 * face, inherited (no family of their own): until the web font is there, in its metric-matched fallback, so none
 * moves when it comes (decision 228).
 */
export function DrawingSvg({ drawing, className }: { drawing: TechnicalDrawing; className?: string }) {
  const { box, fontSize } = drawing;
  return (
    <svg
      role="img"
      aria-label={drawing.description}
      viewBox={[box.x, box.y, box.w, box.h].map(mm).join(" ")}
      className={className}
      fontSize={mm(fontSize)}
    >
      {drawing.shapes.map((shape, i) => {
        if (shape.kind === "text")
          return (
            <text
              key={i}
              x={mm(shape.x)}
              y={mm(shape.y)}
              textAnchor={shape.anchor}
              fill="#1d1b18"
              transform={shape.rotate ? `rotate(${shape.rotate} ${mm(shape.x)} ${mm(shape.y)})` : undefined}
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
          return <rect key={i} x={mm(shape.x)} y={mm(shape.y)} width={mm(shape.w)} height={mm(shape.h)} {...common} />;
        if (shape.kind === "circle")
          return <circle key={i} cx={mm(shape.cx)} cy={mm(shape.cy)} r={mm(shape.r)} {...common} />;
        return <line key={i} x1={mm(shape.x1)} y1={mm(shape.y1)} x2={mm(shape.x2)} y2={mm(shape.y2)} {...common} />;
      })}
    </svg>
  );
}
