export { StorageNote, type StorageNoteProps } from './StorageNote';
