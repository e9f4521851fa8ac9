/* global module */
// node-polyglot's `object.entries` (an es-shims package pulling get-intrinsic, call-bind and
// define-properties, about 5 KB gzip into the shell) for browsers that all have Object.entries.
module.exports = (object) => Object.entries(object);
