export { SectionLoadFailed, type SectionLoadFailedProps } from './SectionLoadFailed';
