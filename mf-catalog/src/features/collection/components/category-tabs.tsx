// The category switcher of /collection: shared-ui's Tabs over the spec's seven categories.
import { CATEGORY_TABS, type CategoryFilter } from 'contracts';
import { Tabs } from 'shared-ui';

export type CategoryTabsProps = {
  value: CategoryFilter;
  onChange: (category: CategoryFilter) => void;
};

export function CategoryTabs({ value, onChange }: CategoryTabsProps) {
  return <Tabs label="Categories" items={CATEGORY_TABS} value={value} onChange={onChange} />;
}
