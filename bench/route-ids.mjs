// The ids the page benches measure: a known exercise, a template workout and the first program.
// Shared by bench/pages.mjs and bench/lighthouse.mjs so both time the same detail pages.
async function firstId(base, collection, filter) {
  const url = `${base}/api/collections/${collection}/records?perPage=1&fields=id${filter ? `&filter=${encodeURIComponent(filter)}` : ""}`;
  const body = await (await fetch(url)).json();
  if (!body.items?.[0]) throw new Error(`no ${collection} record to measure`);
  return body.items[0].id;
}

export async function routeIds(base) {
  return {
    exercise: await firstId(base, "exercises", 'name = "Barbell Bench Press"'),
    workout: await firstId(base, "workouts", "isTemplate = true"),
    program: await firstId(base, "training_programs", ""),
  };
}
