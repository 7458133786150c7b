/**
 * The id of the JSON settings element the server prints for an island.
 *
 * @param island The island's name.
 */
export const settingsElementId = ( island: string ): string =>
	`vitrina-settings-${ island }`;
