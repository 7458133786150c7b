/**
 * jQuery in the adapters' tests (the real library, as form plugins use it),
 * typed loosely: the tests only trigger events with it.
 */
declare module 'jquery';
