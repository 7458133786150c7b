/**
 * The few block-editor APIs the panel uses, given at run time by WordPress
 * (wp-plugins, wp-editor, wp-data, wp-core-data; @wordpress/scripts makes
 * them script dependencies). Typed here so that the packages need not be
 * installed to build.
 * @param name
 * @param settings
 * @param settings.render
 * @param settings.icon
 */
declare module '@wordpress/plugins' {
	export function registerPlugin(
		name: string,
		settings: { render: () => JSX.Element | null; icon?: string }
	): void;
}

declare module '@wordpress/editor' {
	export function PluginDocumentSettingPanel( props: {
		name: string;
		title: string;
		className?: string;
		children?: import( 'react' ).ReactNode;
	} ): JSX.Element;
}

declare module '@wordpress/data' {
	export function useSelect< T >(
		select: ( store: ( name: string ) => any ) => T,
		deps?: unknown[]
	): T;
	export function useDispatch( store: string ): any;
	export function subscribe( listener: () => void ): () => void;
	export function select( store: string ): any;
	export function dispatch( store: string ): any;
}

declare module '@wordpress/core-data' {
	export function useEntityProp(
		kind: string,
		name: string,
		prop: string
	): [ any, ( value: any ) => void ];
}

declare module '@wordpress/api-fetch' {
	const apiFetch: ( options: { path: string } ) => Promise< unknown >;
	export default apiFetch;
}
