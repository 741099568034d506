import { useEffect, useRef } from 'react';
import type { CrashRound } from '@tribuna/contracts/house';
import { multiplierAt, timeToReach } from '@tribuna/games/crash';
import { formatMultiplier, phaseAt, type LocalPhase } from './crash-view';

interface Frame {
  /** Milliseconds of flight drawn. */
  elapsed: number;
  /** Hundredths. */
  multiplier: number;
  phase: LocalPhase;
}

/** Where the curve is at the server's time `now`. */
export function frameAt(round: CrashRound, now: number): Frame {
  const phase = phaseAt(round, now);
  if (phase === 'betting') return { elapsed: 0, multiplier: 100, phase };
  if (phase === 'crashed' && round.crash_point !== null) {
    return { elapsed: timeToReach(round.crash_point), multiplier: round.crash_point, phase };
  }
  const elapsed = Math.max(0, now - Date.parse(round.starts_at));
  return { elapsed, multiplier: multiplierAt(elapsed), phase };
}

const COLORS = {
  grid: 'rgba(255, 255, 255, 0.08)',
  axis: 'rgba(255, 255, 255, 0.45)',
  flying: '#34d399',
  crashed: '#f87171',
  fill: 'rgba(52, 211, 153, 0.12)',
  fillCrashed: 'rgba(248, 113, 113, 0.12)',
};

function paint(canvas: HTMLCanvasElement, frame: Frame): void {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio) || canvas.height !== Math.round(height * ratio)) {
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
  }
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const pad = { left: 36, bottom: 22, top: 12, right: 16 };
  const plotW = Math.max(1, width - pad.left - pad.right);
  const plotH = Math.max(1, height - pad.top - pad.bottom);
  // The axes grow with the flight so the curve always fits with some room.
  const xMax = Math.max(8_000, frame.elapsed * 1.15);
  const yMax = Math.max(2, (frame.multiplier / 100) * 1.15);
  const x = (ms: number) => pad.left + (ms / xMax) * plotW;
  const y = (m: number) => pad.top + plotH - ((m - 1) / (yMax - 1)) * plotH;

  context.strokeStyle = COLORS.grid;
  context.fillStyle = COLORS.axis;
  context.font = '11px system-ui, sans-serif';
  context.lineWidth = 1;
  const step = yMax <= 3 ? 0.5 : yMax <= 10 ? 1 : Math.ceil(yMax / 5);
  for (let m = 1; m <= yMax; m += step) {
    context.beginPath();
    context.moveTo(pad.left, y(m));
    context.lineTo(width - pad.right, y(m));
    context.stroke();
    context.fillText(`${m.toFixed(1)}x`, 2, y(m) + 4);
  }
  const seconds = Math.ceil(xMax / 1000);
  const secondStep = Math.max(1, Math.ceil(seconds / 6));
  for (let s = 0; s <= seconds; s += secondStep) {
    context.fillText(`${s}s`, x(s * 1000) - 6, height - 6);
  }
  if (frame.phase === 'betting') return;

  const crashed = frame.phase === 'crashed';
  const points = 120;
  context.beginPath();
  context.moveTo(x(0), y(1));
  for (let i = 1; i <= points; i += 1) {
    const ms = (frame.elapsed * i) / points;
    context.lineTo(x(ms), y(Math.exp(0.00006 * ms)));
  }
  const tipX = x(frame.elapsed);
  const tipY = y(frame.multiplier / 100);
  context.strokeStyle = crashed ? COLORS.crashed : COLORS.flying;
  context.lineWidth = 3;
  context.stroke();
  context.lineTo(tipX, y(1));
  context.closePath();
  context.fillStyle = crashed ? COLORS.fillCrashed : COLORS.fill;
  context.fill();

  // The rocket at the tip, along the curve (or a burst where it crashed).
  context.save();
  context.translate(tipX, tipY);
  if (crashed) {
    context.fillStyle = COLORS.crashed;
    for (let i = 0; i < 8; i += 1) {
      const angle = (i * Math.PI) / 4;
      context.beginPath();
      context.arc(Math.cos(angle) * 9, Math.sin(angle) * 9, 3, 0, Math.PI * 2);
      context.fill();
    }
  } else {
    const slope = Math.atan2(
      y(Math.exp(0.00006 * (frame.elapsed + 200))) - tipY,
      x(frame.elapsed + 200) - tipX,
    );
    context.rotate(slope);
    context.fillStyle = '#f8fafc';
    context.beginPath();
    context.moveTo(12, 0);
    context.lineTo(-8, -6);
    context.lineTo(-8, 6);
    context.closePath();
    context.fill();
    context.fillStyle = '#fb923c';
    context.beginPath();
    context.moveTo(-8, -3);
    context.lineTo(-15, 0);
    context.lineTo(-8, 3);
    context.closePath();
    context.fill();
  }
  context.restore();
}

/**
 * The flight: the curve drawn live (requestAnimationFrame; a few frames a second when
 * the player prefers reduced motion) and the big multiplier over it.
 */
export function CrashGraph(props: {
  round: CrashRound;
  clockOffset: number;
  language: string;
  reducedMotion: boolean;
  label: string;
}) {
  const { round, clockOffset, language, reducedMotion, label } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const valueRef = useRef<HTMLOutputElement>(null);

  useEffect(() => {
    let frameId = 0;
    let timer: ReturnType<typeof setInterval> | undefined;
    const draw = () => {
      const frame = frameAt(round, Date.now() + clockOffset);
      const value = valueRef.current;
      if (value) {
        value.textContent = formatMultiplier(frame.multiplier, language);
        value.dataset.phase = frame.phase;
      }
      const canvas = canvasRef.current;
      // happy-dom and old browsers have no 2D context: the number alone still tells it.
      if (canvas && typeof canvas.getContext === 'function') paint(canvas, frame);
    };
    if (reducedMotion || typeof requestAnimationFrame !== 'function') {
      draw();
      timer = setInterval(draw, 250);
    } else {
      const loop = () => {
        draw();
        frameId = requestAnimationFrame(loop);
      };
      loop();
    }
    return () => {
      if (timer) clearInterval(timer);
      if (frameId) cancelAnimationFrame(frameId);
    };
  }, [round, clockOffset, language, reducedMotion]);

  return (
    <div className="crash-graph">
      <canvas ref={canvasRef} className="crash-graph__canvas" role="img" aria-label={label} />
      <output ref={valueRef} className="crash-graph__value" data-testid="crash-multiplier">
        {formatMultiplier(100, language)}
      </output>
    </div>
  );
}
