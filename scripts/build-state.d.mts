export function buildMarker(root: string): string;
export function staleReason(root: string): string | null;
export function copyStaticAssets(root: string): void;
