// An evaluation break (scripts/vite/evaluationBreaks.ts), after CabinetAdmin's react-admin import:
// react-admin's MUI components (ra-ui-materialui) in one task, the cabinet's own modules (engine,
// resources, messages, providers) in the next.
export {};
