/** Drawn once per colour: a chart's legend is laid out again at every redraw. */
const marks = new Map<string, HTMLCanvasElement>();

/**
 * A whisker's legend mark, 12 px as the legend's boxes are: a vertical line with a cap at each end
 * in its colour, as the chart draws an ensemble's range; Chart.js's own 'line' where no canvas can be drawn.
 */
export function whiskerMark(colour: string): HTMLCanvasElement | 'line' {
  const drawn = marks.get(colour);
  if (drawn !== undefined) return drawn;
  const canvas = document.createElement('canvas');
  canvas.width = 12;
  canvas.height = 12;
  const pen = canvas.getContext('2d');
  if (pen === null) return 'line';
  pen.strokeStyle = colour;
  pen.lineWidth = 2;
  pen.beginPath();
  pen.moveTo(6, 1);
  pen.lineTo(6, 11);
  pen.moveTo(2, 1);
  pen.lineTo(10, 1);
  pen.moveTo(2, 11);
  pen.lineTo(10, 11);
  pen.stroke();
  marks.set(colour, canvas);
  return canvas;
}
