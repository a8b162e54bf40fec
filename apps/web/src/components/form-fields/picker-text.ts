import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TFunction } from 'i18next';

/**
 * The date picker's words in the current language (MUI X ships no Swahili): what a person meets
 * in a date field and its calendar. Dates inside them are formatted by the adapter's locale.
 */
export function pickerText(t: TFunction): Partial<PickersLocaleText> {
  return {
    previousMonth: t('picker.previousMonth'),
    nextMonth: t('picker.nextMonth'),
    openPreviousView: t('picker.openPreviousView'),
    openNextView: t('picker.openNextView'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year' ? t('picker.toCalendarView') : t('picker.toYearView'),
    cancelButtonLabel: t('picker.cancel'),
    clearButtonLabel: t('picker.clear'),
    okButtonLabel: t('picker.ok'),
    todayButtonLabel: t('picker.today'),
    datePickerToolbarTitle: t('picker.selectDate'),
    openDatePickerDialogue: (date) => (date ? t('picker.chooseDateSelected', { date }) : t('picker.chooseDate')),
    fieldClearLabel: t('picker.clear'),
    dateTableLabel: t('picker.pickDate'),
    fieldYearPlaceholder: (params) => t('picker.yearLetter').repeat(params.digitAmount),
    fieldMonthPlaceholder: () => t('picker.monthPlaceholder'),
    fieldDayPlaceholder: () => t('picker.dayPlaceholder'),
    year: t('picker.year'),
    month: t('picker.month'),
    day: t('picker.day'),
    empty: t('picker.empty'),
  };
}
