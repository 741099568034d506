import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { positionIndex } from '../ordering';
import '../casino-texts';

/**
 * Up, down and a typed position for one row; dragging is the row's (useRowDrag), so a
 * keyboard or screen-reader user has the same moves without it.
 */
export function OrderControls({
  name,
  position,
  count,
  canUp,
  canDown,
  disabled,
  onUp,
  onDown,
  onPosition,
}: {
  name: string;
  /** 1 first; null when the brand never placed it (it comes last). */
  position: number | null;
  /** How many positions there are (the whole catalogue). */
  count: number;
  canUp: boolean;
  canDown: boolean;
  disabled: boolean;
  onUp: () => void;
  onDown: () => void;
  /** The new index, 0 first. */
  onPosition: (index: number) => void;
}) {
  const { t } = useTranslation();
  const shown = position === null ? '' : String(position);
  const [text, setText] = useState(shown);
  const [editing, setEditing] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const value = editing ? text : shown;

  function commit() {
    setEditing(false);
    if (text.trim() === shown) {
      setInvalid(false);
      return;
    }
    const index = positionIndex(text, count);
    setInvalid(index === null);
    if (index !== null) onPosition(index);
  }

  return (
    <div className="order-controls">
      <input
        className="order-position"
        type="text"
        inputMode="numeric"
        size={4}
        value={value}
        placeholder="—"
        disabled={disabled}
        aria-label={t('casino.position_label', { name })}
        aria-invalid={invalid}
        title={invalid ? t('casino.position_invalid', { count }) : undefined}
        onFocus={() => {
          setText(shown);
          setEditing(true);
        }}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            event.currentTarget.blur();
          } else if (event.key === 'Escape') {
            setText(shown);
            setInvalid(false);
          }
        }}
      />
      <button
        type="button"
        className="icon-btn"
        disabled={disabled || !canUp}
        aria-label={t('casino.move_up', { name })}
        title={t('casino.move_up', { name })}
        onClick={onUp}
      >
        ↑
      </button>
      <button
        type="button"
        className="icon-btn"
        disabled={disabled || !canDown}
        aria-label={t('casino.move_down', { name })}
        title={t('casino.move_down', { name })}
        onClick={onDown}
      >
        ↓
      </button>
    </div>
  );
}

/**
 * Rows dragged by their handle onto other rows: the drop names the dragged row's key and
 * the target's. Only the handle drags, so the row's inputs keep their own mouse use.
 */
export function useRowDrag(onDrop: (dragged: string, target: string) => void, disabled: boolean) {
  const [dragged, setDragged] = useState<string>();
  const [over, setOver] = useState<string>();
  function end() {
    setDragged(undefined);
    setOver(undefined);
  }
  return {
    handleProps(key: string) {
      return {
        draggable: !disabled,
        onDragStart: (event: DragEvent<HTMLElement>) => {
          event.dataTransfer.effectAllowed = 'move';
          event.dataTransfer.setData('text/plain', key);
          // The whole row follows the pointer, not just the handle.
          const row = event.currentTarget.closest('tr');
          if (row) event.dataTransfer.setDragImage(row, 16, 16);
          setDragged(key);
        },
        onDragEnd: end,
      };
    },
    rowProps(key: string) {
      return {
        onDragOver: (event: DragEvent<HTMLTableRowElement>) => {
          if (dragged === undefined) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          if (over !== key) setOver(key);
        },
        onDragLeave: () => setOver((current) => (current === key ? undefined : current)),
        onDrop: (event: DragEvent<HTMLTableRowElement>) => {
          if (dragged === undefined) return;
          event.preventDefault();
          const from = dragged;
          end();
          if (from !== key) onDrop(from, key);
        },
        className: [dragged === key ? 'dragging' : '', over === key ? 'drop-target' : '']
          .filter(Boolean)
          .join(' '),
      };
    },
  };
}
