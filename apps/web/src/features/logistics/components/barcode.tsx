import { code128Bars } from '../code128.ts';

/** An AWB as a Code 128 barcode in SVG (prints sharp at any size), with the number under it. */
export function Barcode({
  value,
  height = 56,
  className = '',
  caption = true,
}: {
  value: string;
  height?: number;
  className?: string;
  /** The number under the bars; off where the document prints it itself (a thermal layout). */
  caption?: boolean;
}) {
  const { bars, modules } = code128Bars(value);
  const quiet = 10;
  return (
    <figure className={`flex flex-col items-center ${className}`} data-testid="awb-barcode">
      <svg
        viewBox={`0 0 ${modules + quiet * 2} ${height}`}
        preserveAspectRatio="none"
        className="h-14 w-full max-w-sm"
        role="img"
        aria-label={value}
      >
        <rect width={modules + quiet * 2} height={height} fill="#fff" />
        {bars.map((bar) => (
          <rect key={bar.x} x={bar.x + quiet} width={bar.width} height={height} fill="#000" />
        ))}
      </svg>
      {caption && <figcaption className="font-mono text-sm tracking-widest">{value}</figcaption>}
    </figure>
  );
}
