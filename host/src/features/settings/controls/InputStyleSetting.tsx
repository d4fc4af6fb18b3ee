import { useLayoutConfig, type InputStyle } from '@nail-or-never/shared';
import { ChoiceSetting } from './ChoiceSetting';

const INPUT_STYLES: readonly { value: InputStyle; label: string }[] = [
  { value: 'outlined', label: 'Outlined' },
  { value: 'filled', label: 'Filled' },
];

export function InputStyleSetting() {
  const inputStyle = useLayoutConfig((config) => config.inputStyle);
  const setInputStyle = useLayoutConfig((config) => config.setInputStyle);
  return <ChoiceSetting title="Input style" name="inputStyle" options={INPUT_STYLES} value={inputStyle} onChange={setInputStyle} />;
}
