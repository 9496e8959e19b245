import { QUALITIES, type Quality } from '@electroshop/domain/quality';

/**
 * Grades of used devices, best first. The order is a domain rule (the
 * appraisal weighs answers by it), so the list itself lives in
 * `@electroshop/domain/quality`; this is its one public name for the APIs.
 */
export const GRADES = QUALITIES;
export type Grade = Quality;
