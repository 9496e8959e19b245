export * from './variant';
export * from './money';
export * from './date';
export * from './quality';
export * from './appraisal';
export * from './messages';
export * from './validators';
export * from './text';
