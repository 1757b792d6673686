// What the rest of the site uses of the feature "bar-schedules": it is reached only through this file (eslint.layers.mjs); its own files import each other directly.
export { ScheduleEditor } from './components/schedule-editor';
export { ScheduleList } from './components/schedule-list';
