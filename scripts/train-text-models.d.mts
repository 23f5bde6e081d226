// Types of scripts/train-text-models.mjs, for the test that retrains in process.
import type { TextModels, TrainingSets } from '../src/engine/text-model-train.ts';

export const MODEL_FILE: string;
export function trainingSets(): TrainingSets;
export function modelText(models?: TextModels): string;
