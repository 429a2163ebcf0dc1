export * as chipRadioStyles from './ChipRadio.css';
