// The sign-in pages' brand panel; here, not in the shell's catalogue, so the shell's first load does not carry them.
export const AUTH_FRAME_MESSAGES = {
  tagline: 'Рекламная платформа в одном кабинете',
  pitch: 'Кампании, креативы, аудитории, модерация и отчёты — для операторов, агентств и рекламодателей.',
};
