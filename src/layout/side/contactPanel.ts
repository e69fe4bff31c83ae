/** The off-canvas panel's <dialog>, which its button in the header opens. */
export const contactPanelId = "contact-panel";
