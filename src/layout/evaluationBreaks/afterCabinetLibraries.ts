// An evaluation break (scripts/vite/evaluationBreaks.ts), after CabinetAdmin's react-admin import:
// react-admin, React Query and lodash in one task, the cabinet's own modules (engine, resources,
// messages, providers) in the next.
export {};
