/** The marker a scaffolded schema leaves where only a person can say what belongs (a Russian title, an enum's labels). */
export const TODO = 'TODO';
