"use client";

import { useEffect, useState } from "react";

/**
 * The time zone calendar days are counted in (streaks, the week). "" follows the browser.
 * The zone list is read after mounting: the server's and the browser's lists (and the
 * browser's own zone) differ, and the first render must match the server's.
 */
export function TimeZoneField({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const [zones, setZones] = useState<string[]>([]);
  const [browserZone, setBrowserZone] = useState("");
  useEffect(() => {
    setBrowserZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
    setZones(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []);
  }, []);
  const options = value && !zones.includes(value) ? [value, ...zones] : zones;
  return (
    <div>
      <label htmlFor="account-time-zone" className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Time zone
      </label>
      <select
        id="account-time-zone"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby="account-time-zone-help"
        className="mt-1 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
      >
        <option value="">{browserZone ? `This device's (${browserZone})` : "This device's"}</option>
        {options.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll("_", " ")}
          </option>
        ))}
      </select>
      <p id="account-time-zone-help" className="mt-1 text-xs text-slate-600 dark:text-slate-300">
        Streaks and the week on your dashboard count calendar days in this zone.
      </p>
    </div>
  );
}
