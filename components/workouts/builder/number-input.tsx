"use client";

import { useState, type InputHTMLAttributes } from "react";

/**
 * A number field that lets the person clear it and type a new value: the
 * typed text is kept while it is not a number yet (an empty field used to
 * snap back to 1 at once, so "3" became "13"), and only whole numbers reach
 * the workout. Leaving the field empty puts the last good value back.
 */
export function NumberInput({
  value,
  onValue,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type"> & { value: number; onValue: (value: number) => void }) {
  const [text, setText] = useState<string | null>(null);
  return (
    <input
      {...props}
      type="number"
      inputMode="numeric"
      value={text ?? String(value)}
      onChange={(ev) => {
        const raw = ev.target.value;
        setText(raw);
        if (raw.trim() !== "" && Number.isFinite(Number(raw))) onValue(Number(raw));
      }}
      onBlur={(ev) => {
        setText(null);
        props.onBlur?.(ev);
      }}
    />
  );
}
