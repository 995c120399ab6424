export interface SearchComboboxProps {
  keyword: string;
  onKeywordChange(keyword: string): void;
  onSearch(keyword: string): void;
  inputId: string;
}

/** Whether the plain search field had focus when the combobox replaced it (the combobox takes it over). */
export const fallbackHandover = { focused: false };
