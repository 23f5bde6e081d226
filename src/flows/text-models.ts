import { readTextModels, type TextModels } from '../engine/text-models.js';
import { loadTextModels } from '../memory/index.js';

/** The text models beside the draft checker's and crisis matching's rules; undefined when the data file is missing or not one. */
export const textModels = (): TextModels | undefined => readTextModels(loadTextModels());
