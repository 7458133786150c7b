/**
 * String extraction for the `vitrina` text domain, as WordPress's own tools
 * (wp i18n make-pot) do it: gettext calls in PHP, @wordpress/i18n calls in
 * TypeScript, the plugin header and block.json files.
 *
 * Each extractor returns a list of messages:
 * { msgid, context, plural, domain, file, line, comments }, where `comments`
 * are the translator comments (`translators: …`) that precede the call.
 */
import ts from 'typescript';

/**
 * Gettext functions of WordPress and where their arguments are:
 * text, plural, context and domain (1-based, 0 = none).
 */
export const PHP_KEYWORDS = {
	__: { text: 1, domain: 2 },
	_e: { text: 1, domain: 2 },
	esc_html__: { text: 1, domain: 2 },
	esc_html_e: { text: 1, domain: 2 },
	esc_attr__: { text: 1, domain: 2 },
	esc_attr_e: { text: 1, domain: 2 },
	_x: { text: 1, context: 2, domain: 3 },
	_ex: { text: 1, context: 2, domain: 3 },
	esc_html_x: { text: 1, context: 2, domain: 3 },
	esc_attr_x: { text: 1, context: 2, domain: 3 },
	_n: { text: 1, plural: 2, domain: 4 },
	_nx: { text: 1, plural: 2, context: 4, domain: 5 },
	_n_noop: { text: 1, plural: 2, domain: 3 },
	_nx_noop: { text: 1, plural: 2, context: 3, domain: 4 },
};

/** The functions of @wordpress/i18n that take strings. */
export const JS_KEYWORDS = {
	__: PHP_KEYWORDS.__,
	_x: PHP_KEYWORDS._x,
	_n: PHP_KEYWORDS._n,
	_nx: PHP_KEYWORDS._nx,
};

const TRANSLATORS = /^translators:/i;

/**
 * The text of a comment without its markers, lines joined by spaces.
 *
 * @param {string} raw Comment as written (`// …`, `# …` or `/* … *\/`).
 * @return {string} Comment text.
 */
export function commentText( raw ) {
	let text = raw;
	if ( text.startsWith( '/*' ) ) {
		text = text.replace( /^\/\*+/, '' ).replace( /\*+\/$/, '' );
	} else {
		text = text.replace( /^(\/\/+|#+)/, '' );
	}
	return text
		.split( /\r?\n/ )
		.map( ( l ) => l.replace( /^\s*\*(?!\/)/, '' ).trim() )
		.filter( Boolean )
		.join( ' ' );
}

/**
 * Gives each translator comment to the gettext call it introduces: the first
 * call whose text argument starts after the comment, when that call starts
 * on the comment's line or the next one, or no statement boundary lies
 * between them (`sprintf(\n /* translators: *\/\n __( … ) )`).
 *
 * @param {Array<{pos: number, end: number, endLine: number, text: string}>}       comments   Translator comments.
 * @param {Array<{pos: number, argPos: number, line: number, comments: string[]}>} calls      Calls.
 * @param {number[]}                                                               boundaries Positions of `;`, `{`, `}` and close tags.
 */
export function attachComments( comments, calls, boundaries ) {
	for ( const comment of comments ) {
		let best = null;
		for ( const call of calls ) {
			const after = call.pos >= comment.end;
			const inside = call.pos < comment.pos && call.argPos >= comment.end;
			if (
				( after || inside ) &&
				( ! best || call.argPos < best.argPos )
			) {
				best = call;
			}
		}
		if ( ! best ) {
			continue;
		}
		const near = best.line <= comment.endLine + 1;
		const open = ! boundaries.some(
			( b ) => b >= comment.end && b < best.pos
		);
		if ( near || open || best.pos < comment.pos ) {
			// The closest comment wins; calls later on the same line (the
			// other branch of a ternary) share it, as in xgettext.
			for ( const call of calls ) {
				if (
					call === best ||
					( call.line === best.line &&
						call.pos > best.pos &&
						! call.comments.length )
				) {
					call.comments = [ comment.text ];
				}
			}
		}
	}
}

/*
 * PHP
 */

const PHP_IDENT = /[\\A-Za-z_\u0080-\uffff][\\\w\u0080-\uffff]*/y;
const PHP_VAR = /\$[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*/y;
const PHP_NUMBER = /\d[\w.]*/y;
const PHP_OPEN = /<\?(?:php(?=\s|$)|=)/gi;
const HEREDOC = /<<<[ \t]*(["']?)([A-Za-z_]\w*)\1\r?\n/y;

const lines = ( s ) => {
	let n = 0;
	for ( let i = s.indexOf( '\n' ); i !== -1; i = s.indexOf( '\n', i + 1 ) ) {
		n++;
	}
	return n;
};

/**
 * The value of a double-quoted (or heredoc) PHP string, or null when it
 * interpolates variables.
 *
 * @param {string} raw Text between the quotes.
 * @return {string|null} Value.
 */
export function phpDoubleQuoted( raw ) {
	if ( /(^|[^\\])(\\\\)*\$[A-Za-z_\u0080-\uffff{]/.test( raw ) ) {
		return null;
	}
	const simple = {
		n: '\n',
		r: '\r',
		t: '\t',
		v: '\v',
		e: '\x1b',
		f: '\f',
		'\\': '\\',
		$: '$',
		'"': '"',
	};
	return raw.replace(
		/\\(?:([nrtvef\\$"])|([0-7]{1,3})|x([0-9A-Fa-f]{1,2})|u\{([0-9A-Fa-f]+)\})/g,
		( m, e, o, x, u ) => {
			if ( e ) {
				return simple[ e ];
			}
			if ( o ) {
				return String.fromCharCode( parseInt( o, 8 ) % 256 );
			}
			if ( x ) {
				return String.fromCharCode( parseInt( x, 16 ) );
			}
			return String.fromCodePoint( parseInt( u, 16 ) );
		}
	);
}

/**
 * Splits PHP source into the tokens extraction needs: strings (with their
 * value, null when not a constant), identifiers, variables, punctuation and
 * comments. Inline HTML outside `<?php … ?>` is skipped; a close tag counts
 * as `;`.
 *
 * @param {string} code PHP source.
 * @return {Array<Object>} Tokens with type, value, line (and endLine).
 */
export function tokenizePhp( code ) {
	const tokens = [];
	const n = code.length;
	let i = 0;
	let line = 1;
	let php = false;
	const push = ( type, value, extra = {} ) =>
		tokens.push( { type, value, line, ...extra } );

	while ( i < n ) {
		if ( ! php ) {
			PHP_OPEN.lastIndex = i;
			const m = PHP_OPEN.exec( code );
			const end = m ? m.index : n;
			line += lines( code.slice( i, end ) );
			if ( ! m ) {
				break;
			}
			i = end + m[ 0 ].length;
			php = true;
			continue;
		}
		const c = code[ i ];
		if ( c === '\n' ) {
			line++;
			i++;
			continue;
		}
		if ( c === ' ' || c === '\t' || c === '\r' || c === '\f' ) {
			i++;
			continue;
		}
		if ( c === '?' && code[ i + 1 ] === '>' ) {
			push( 'punct', ';', { close: true } );
			i += 2;
			if ( code[ i ] === '\n' ) {
				line++;
				i++;
			}
			php = false;
			continue;
		}
		if (
			( c === '/' && code[ i + 1 ] === '/' ) ||
			( c === '#' && code[ i + 1 ] !== '[' )
		) {
			let j = i;
			while (
				j < n &&
				code[ j ] !== '\n' &&
				! code.startsWith( '?>', j )
			) {
				j++;
			}
			push( 'comment', code.slice( i, j ), { endLine: line } );
			i = j;
			continue;
		}
		if ( c === '/' && code[ i + 1 ] === '*' ) {
			let j = code.indexOf( '*/', i + 2 );
			j = j === -1 ? n : j + 2;
			const text = code.slice( i, j );
			push( 'comment', text, { endLine: line + lines( text ) } );
			line += lines( text );
			i = j;
			continue;
		}
		if ( c === "'" || c === '"' || c === '`' ) {
			let j = i + 1;
			while ( j < n && code[ j ] !== c ) {
				j += code[ j ] === '\\' ? 2 : 1;
			}
			const raw = code.slice( i + 1, j );
			let value = null;
			if ( c === "'" ) {
				value = raw.replace( /\\([\\'])/g, '$1' );
			} else if ( c === '"' ) {
				value = phpDoubleQuoted( raw );
			}
			push( 'string', value );
			line += lines( raw );
			i = j + 1;
			continue;
		}
		HEREDOC.lastIndex = i;
		const doc = HEREDOC.exec( code );
		if ( doc ) {
			const start = i + doc[ 0 ].length;
			const closing = new RegExp(
				`^([ \\t]*)${ doc[ 2 ] }(?![A-Za-z0-9_\\u0080-\\uffff])`,
				'gm'
			);
			closing.lastIndex = start;
			let m = closing.exec( code );
			while ( m && m.index !== start && code[ m.index - 1 ] !== '\n' ) {
				m = closing.exec( code );
			}
			const bodyEnd = m ? m.index : n;
			const indent = m ? m[ 1 ].length : 0;
			const body = code
				.slice( start, bodyEnd )
				.replace( /\r?\n$/, '' )
				.split( '\n' )
				.map( ( l ) =>
					l.slice( Math.min( indent, l.search( /\S|$/ ) ) )
				)
				.join( '\n' );
			const value = doc[ 1 ] === "'" ? body : phpDoubleQuoted( body );
			push( 'string', value );
			const end = m ? m.index + m[ 0 ].length : n;
			line += lines( code.slice( i, end ) );
			i = end;
			continue;
		}
		let matched = false;
		for ( const [ type, re ] of [
			[ 'var', PHP_VAR ],
			[ 'ident', PHP_IDENT ],
			[ 'number', PHP_NUMBER ],
		] ) {
			re.lastIndex = i;
			const m = re.exec( code );
			if ( m ) {
				push( type, m[ 0 ] );
				i += m[ 0 ].length;
				matched = true;
				break;
			}
		}
		if ( matched ) {
			continue;
		}
		const three = code.slice( i, i + 3 );
		const two = code.slice( i, i + 2 );
		if ( three === '?->' ) {
			push( 'punct', '->' );
			i += 3;
		} else if ( two === '->' || two === '::' || two === '=>' ) {
			push( 'punct', two );
			i += 2;
		} else {
			push( 'punct', c );
			i++;
		}
	}
	return tokens;
}

/** Names of the parameters of the gettext functions (PHP named arguments). */
const NAMED = {
	text: 'text',
	single: 'text',
	singular: 'text',
	plural: 'plural',
	context: 'context',
	domain: 'domain',
	number: 'number',
};

/**
 * The roles (text, plural, context, domain) of a call's arguments. A role
 * is a string for a constant argument, null for any other expression and
 * undefined when the argument is absent.
 *
 * @param {Object}             spec  Keyword spec.
 * @param {Array<*>}           args  Argument values, in order.
 * @param {Object<string, *>=} named Named arguments.
 * @return {Object} Roles.
 */
function roles( spec, args, named = {} ) {
	const out = {};
	for ( const role of [ 'text', 'plural', 'context', 'domain' ] ) {
		if ( spec[ role ] ) {
			out[ role ] =
				role in named ? named[ role ] : args[ spec[ role ] - 1 ];
		}
	}
	return out;
}

/**
 * Turns calls into messages of the given domain, with warnings for calls of
 * that domain that cannot be extracted and for calls without a domain.
 *
 * @param {Array<Object>} calls    Calls with name, line, roles, comments.
 * @param {string}        file     File path for references.
 * @param {string}        domain   Text domain to keep.
 * @param {string[]}      warnings Collects warnings.
 * @return {Array<Object>} Messages.
 */
function toMessages( calls, file, domain, warnings ) {
	const messages = [];
	for ( const call of calls ) {
		const r = call.roles;
		const where = `${ file }:${ call.line }`;
		if ( r.domain === undefined ) {
			warnings.push(
				`${ where }: ${ call.name }() without a text domain (use '${ domain }').`
			);
			continue;
		}
		if ( r.domain === null ) {
			warnings.push(
				`${ where }: ${ call.name }() with a text domain that is not a string literal; skipped.`
			);
			continue;
		}
		if ( r.domain !== domain ) {
			continue;
		}
		const bad = [ 'text', 'plural', 'context' ].filter(
			( role ) => role in r && typeof r[ role ] !== 'string'
		);
		if ( bad.length ) {
			warnings.push(
				`${ where }: ${ call.name }() with a ${ bad.join(
					' and '
				) } that is not a string literal; skipped.`
			);
			continue;
		}
		if ( r.text === '' ) {
			warnings.push(
				`${ where }: ${ call.name }() with an empty string.`
			);
			continue;
		}
		const message = {
			msgid: r.text,
			domain: r.domain,
			file,
			line: call.line,
			comments: call.comments,
		};
		if ( 'context' in r ) {
			message.context = r.context;
		}
		if ( 'plural' in r ) {
			message.plural = r.plural;
		}
		messages.push( message );
	}
	return messages;
}

/**
 * The constant value of a PHP argument: a string, or strings joined with
 * `.`; null for anything else.
 *
 * @param {Array<Object>} tokens Tokens of the argument (no comments).
 * @return {string|null} Value.
 */
function phpValue( tokens ) {
	if ( tokens.length % 2 === 0 ) {
		return null;
	}
	let value = '';
	for ( let k = 0; k < tokens.length; k++ ) {
		const t = tokens[ k ];
		if ( k % 2 === 1 ) {
			if ( t.type !== 'punct' || t.value !== '.' ) {
				return null;
			}
		} else if ( t.type !== 'string' || t.value === null ) {
			return null;
		} else {
			value += t.value;
		}
	}
	return value;
}

/**
 * Extracts the messages of a text domain from PHP source.
 *
 * @param {string}    code             PHP source.
 * @param {string}    file             Path for references (relative to the plugin).
 * @param {Object=}   options          Options.
 * @param {string=}   options.domain   Text domain (default `vitrina`).
 * @param {string[]=} options.warnings Collects warnings.
 * @return {Array<Object>} Messages.
 */
export function extractPhp(
	code,
	file,
	{ domain = 'vitrina', warnings = [] } = {}
) {
	const tokens = tokenizePhp( code );
	const calls = [];
	const comments = [];
	const boundaries = [];
	const significant = ( k, step ) => {
		let j = k + step;
		while ( tokens[ j ] && tokens[ j ].type === 'comment' ) {
			j += step;
		}
		return j;
	};

	for ( let k = 0; k < tokens.length; k++ ) {
		const t = tokens[ k ];
		if ( t.type === 'comment' ) {
			const text = commentText( t.value );
			if ( TRANSLATORS.test( text ) ) {
				comments.push( {
					pos: k,
					end: k + 1,
					endLine: t.endLine,
					text,
				} );
			}
			continue;
		}
		if ( t.type === 'punct' && [ ';', '{', '}' ].includes( t.value ) ) {
			boundaries.push( k );
			continue;
		}
		if ( t.type !== 'ident' ) {
			continue;
		}
		const name = t.value.replace( /^\\/, '' );
		if ( ! Object.hasOwn( PHP_KEYWORDS, name ) ) {
			continue;
		}
		const prev = tokens[ significant( k, -1 ) ];
		if (
			prev &&
			( ( prev.type === 'punct' &&
				( prev.value === '->' || prev.value === '::' ) ) ||
				( prev.type === 'ident' &&
					/^(function|fn|new|const|use)$/i.test( prev.value ) ) )
		) {
			continue;
		}
		let j = significant( k, 1 );
		if ( tokens[ j ]?.type !== 'punct' || tokens[ j ].value !== '(' ) {
			continue;
		}
		const args = [];
		const named = {};
		let current = [];
		let depth = 0;
		let argPos = null;
		const flush = () => {
			const isNamed =
				current.length > 2 &&
				current[ 0 ].type === 'ident' &&
				current[ 1 ].type === 'punct' &&
				current[ 1 ].value === ':';
			if ( isNamed ) {
				const role = NAMED[ current[ 0 ].value ];
				if ( role ) {
					named[ role ] = phpValue( current.slice( 2 ) );
				}
			} else if ( current.length ) {
				args.push( phpValue( current ) );
			}
			current = [];
		};
		for ( j = j + 1; j < tokens.length; j++ ) {
			const a = tokens[ j ];
			if ( a.type === 'comment' ) {
				continue;
			}
			if ( argPos === null ) {
				argPos = j;
			}
			if ( a.type === 'punct' ) {
				if ( [ '(', '[', '{' ].includes( a.value ) ) {
					depth++;
				} else if ( [ ')', ']', '}' ].includes( a.value ) ) {
					if ( depth === 0 ) {
						break;
					}
					depth--;
				} else if ( a.value === ',' && depth === 0 ) {
					flush();
					continue;
				}
			}
			current.push( a );
		}
		flush();
		calls.push( {
			name,
			pos: k,
			argPos: argPos ?? j,
			line: t.line,
			comments: [],
			roles: roles( PHP_KEYWORDS[ name ], args, named ),
		} );
	}
	attachComments( comments, calls, boundaries );
	return toMessages( calls, file, domain, warnings );
}

/*
 * TypeScript and JavaScript
 */

/** Where the gettext functions come from: WordPress's, and the runtime's (src/runtime/i18n.ts). */
const I18N_MODULES = [ '@wordpress/i18n', '@runtime/i18n' ];

/**
 * The constant value of a script expression: a string literal, a template
 * without substitutions, or such values joined with `+`; else null.
 *
 * @param {ts.Node} node Expression.
 * @return {string|null} Value.
 */
function jsValue( node ) {
	if (
		ts.isStringLiteral( node ) ||
		ts.isNoSubstitutionTemplateLiteral( node )
	) {
		return node.text;
	}
	if ( ts.isParenthesizedExpression( node ) ) {
		return jsValue( node.expression );
	}
	if (
		ts.isBinaryExpression( node ) &&
		node.operatorToken.kind === ts.SyntaxKind.PlusToken
	) {
		const left = jsValue( node.left );
		const right = jsValue( node.right );
		return left === null || right === null ? null : left + right;
	}
	return null;
}

/**
 * Whether a module specifier is @wordpress/i18n or the runtime's i18n.
 *
 * @param {ts.Node} node Module specifier.
 */
const isI18nModule = ( node ) =>
	!! node && ts.isStringLiteral( node ) && I18N_MODULES.includes( node.text );

/**
 * Extracts the messages of a text domain from TypeScript or JavaScript
 * source. Only calls of functions imported from @wordpress/i18n or the
 * runtime's i18n (src/runtime/i18n.ts) count (`import { __ } from '@wordpress/i18n'`, also renamed or through a
 * namespace import, or a module re-exporting them; `wp.i18n.__()`); a file
 * that imports none of them yields nothing.
 *
 * @param {string}    code             Source.
 * @param {string}    file             Path for references (relative to the plugin).
 * @param {Object=}   options          Options.
 * @param {string=}   options.domain   Text domain (default `vitrina`).
 * @param {string[]=} options.warnings Collects warnings.
 * @return {Array<Object>} Messages.
 */
export function extractJs(
	code,
	file,
	{ domain = 'vitrina', warnings = [] } = {}
) {
	const kind = /\.[jt]sx$/.test( file )
		? ts.ScriptKind.TSX
		: ts.ScriptKind.TS;
	const sf = ts.createSourceFile(
		file,
		code,
		ts.ScriptTarget.Latest,
		true,
		kind
	);
	const lineOf = ( pos ) => sf.getLineAndCharacterOfPosition( pos ).line + 1;

	// Local names of the i18n functions, and namespaces of @wordpress/i18n.
	const locals = new Map();
	const namespaces = new Set( [ 'wp.i18n', 'window.wp.i18n' ] );
	for ( const statement of sf.statements ) {
		if ( ! ts.isImportDeclaration( statement ) ) {
			continue;
		}
		const bindings = statement.importClause?.namedBindings;
		if ( ! bindings ) {
			continue;
		}
		if ( ts.isNamespaceImport( bindings ) ) {
			if ( isI18nModule( statement.moduleSpecifier ) ) {
				namespaces.add( bindings.name.text );
			}
			continue;
		}
		for ( const element of bindings.elements ) {
			const imported = ( element.propertyName ?? element.name ).text;
			if (
				Object.hasOwn( JS_KEYWORDS, imported ) &&
				! element.isTypeOnly
			) {
				locals.set( element.name.text, imported );
			}
		}
	}

	const calls = [];
	const comments = new Map();
	const boundaries = [];
	const addComments = ( ranges ) => {
		for ( const range of ranges ?? [] ) {
			if ( comments.has( range.pos ) ) {
				continue;
			}
			const text = commentText( code.slice( range.pos, range.end ) );
			comments.set( range.pos, {
				pos: range.pos,
				end: range.end,
				endLine: lineOf( range.end ),
				text,
			} );
		}
	};

	const visit = ( node ) => {
		addComments( ts.getLeadingCommentRanges( code, node.pos ) );
		addComments( ts.getTrailingCommentRanges( code, node.end ) );
		if (
			node.kind === ts.SyntaxKind.SemicolonToken ||
			node.kind === ts.SyntaxKind.OpenBraceToken ||
			node.kind === ts.SyntaxKind.CloseBraceToken
		) {
			boundaries.push( node.getStart( sf ) );
		}
		if ( ts.isCallExpression( node ) ) {
			const callee = node.expression;
			let name = null;
			if ( ts.isIdentifier( callee ) ) {
				name = locals.get( callee.text ) ?? null;
			} else if (
				ts.isPropertyAccessExpression( callee ) &&
				Object.hasOwn( JS_KEYWORDS, callee.name.text ) &&
				namespaces.has( callee.expression.getText( sf ) )
			) {
				name = callee.name.text;
			}
			if ( name ) {
				const values = node.arguments.map( jsValue );
				const pos = node.getStart( sf );
				calls.push( {
					name,
					pos,
					argPos: node.arguments.length
						? node.arguments[ 0 ].getStart( sf )
						: node.end,
					line: lineOf( pos ),
					comments: [],
					roles: roles( JS_KEYWORDS[ name ], values ),
				} );
			}
		}
		for ( const child of node.getChildren( sf ) ) {
			visit( child );
		}
	};
	visit( sf );

	calls.sort( ( a, b ) => a.pos - b.pos );
	const translators = [ ...comments.values() ]
		.filter( ( c ) => TRANSLATORS.test( c.text ) )
		.sort( ( a, b ) => a.pos - b.pos );
	attachComments( translators, calls, boundaries );
	return toMessages( calls, file, domain, warnings );
}

/*
 * Plugin header and block.json
 */

const HEADERS = [
	'Plugin Name',
	'Plugin URI',
	'Description',
	'Author',
	'Author URI',
];

/**
 * The translatable fields of the plugin header, as WordPress translates them
 * on the Plugins screen.
 *
 * @param {string} code Main plugin file.
 * @param {string} file Its path for references.
 * @return {Array<Object>} Messages.
 */
export function extractPluginHeader( code, file ) {
	const head = code.slice( 0, 8192 );
	const messages = [];
	for ( const field of HEADERS ) {
		const m = new RegExp( `^[ \\t/*#@]*${ field }:(.*)$`, 'mi' ).exec(
			head
		);
		const value = m
			? m[ 1 ].replace( /\s*(?:\*\/|\?>).*$/, '' ).trim()
			: '';
		if ( value ) {
			messages.push( {
				msgid: value,
				domain: 'vitrina',
				file,
				line: 0,
				comments: [ `${ field } of the plugin` ],
			} );
		}
	}
	return messages;
}

/**
 * The translatable fields of a block.json, with the contexts WordPress uses
 * when it translates them (register_block_type).
 *
 * @param {string}  code   block.json text.
 * @param {string}  file   Its path for references.
 * @param {string=} domain Text domain.
 * @return {Array<Object>} Messages.
 */
export function extractBlockJson( code, file, domain = 'vitrina' ) {
	const block = JSON.parse( code );
	if ( block.textdomain !== domain ) {
		return [];
	}
	const messages = [];
	const add = ( value, context ) => {
		if ( typeof value === 'string' && value !== '' ) {
			messages.push( {
				msgid: value,
				context,
				domain,
				file,
				line: 0,
				comments: [],
			} );
		}
	};
	add( block.title, 'block title' );
	add( block.description, 'block description' );
	for ( const keyword of block.keywords ?? [] ) {
		add( keyword, 'block keyword' );
	}
	for ( const style of block.styles ?? [] ) {
		add( style.label, 'block style label' );
	}
	for ( const variation of block.variations ?? [] ) {
		add( variation.title, 'block variation title' );
		add( variation.description, 'block variation description' );
		for ( const keyword of variation.keywords ?? [] ) {
			add( keyword, 'block variation keyword' );
		}
	}
	return messages;
}
