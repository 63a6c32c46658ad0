/**
 * The catalogue's equipment names, as migration 0003 seeds the `equipment`
 * table. A gym profile may list only these (the record engine refuses others
 * with a field error); tests/api/gym-profiles.test.ts fails when the table and
 * this list drift apart, so a catalogue migration that adds equipment adds it here.
 */
export const CATALOGUE_EQUIPMENT_NAMES = [
  "adjustable_bench",
  "barbell",
  "cable_station",
  "dip_station",
  "dumbbells",
  "ez_bar",
  "flat_bench",
  "jump_rope",
  "kettlebell",
  "landmine",
  "leg_curl_machine",
  "leg_press_machine",
  "medicine_ball",
  "plyo_box",
  "pull_up_bar",
  "resistance_band",
  "rowing_machine",
  "smith_machine",
  "squat_rack",
  "stability_ball",
  "stationary_bike",
  "suspension_trainer",
  "trap_bar",
  "weight_plate",
] as const;
