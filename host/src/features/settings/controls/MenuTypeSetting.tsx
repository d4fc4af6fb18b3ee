import { useLayoutConfig, type MenuMode } from '@nail-or-never/shared';
import { ChoiceSetting } from './ChoiceSetting';

const MENU_TYPES: readonly { value: MenuMode; label: string }[] = [
  { value: 'static', label: 'Static' },
  { value: 'overlay', label: 'Overlay' },
];

export function MenuTypeSetting() {
  const menuMode = useLayoutConfig((config) => config.menuMode);
  const setMenuMode = useLayoutConfig((config) => config.setMenuMode);
  return <ChoiceSetting title="Menu type" name="menuMode" options={MENU_TYPES} value={menuMode} onChange={setMenuMode} />;
}
