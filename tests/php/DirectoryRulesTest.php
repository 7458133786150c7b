<?php
/**
 * What the plugin directory's checker (Plugin Check, WordPress Coding
 * Standards 3) reads differently from our WPCS 2.3 lint, checked on the
 * files the zip ships.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests;

/**
 * The shipped PHP (plugin.php, uninstall.php, includes/, templates/) keeps
 * the rules Plugin Check enforces and our lint cannot see:
 * - an ignore comment covers its own line only (WPCS 3 reports an unescaped
 *   value on the line it is on, not on the `echo`): a statement printing over
 *   several lines cannot rely on one;
 * - ignore comments name codes WPCS 3 knows (3.0 renamed or removed some);
 * - no query turns the query filters off with `suppress_filters => true`.
 */
final class DirectoryRulesTest extends TestCase {

	/**
	 * Error codes and sniffs of WPCS 2 that WPCS 3 renamed or removed: an
	 * ignore comment naming them ignores nothing there.
	 */
	private const GONE_IN_WPCS3 = array(
		'WordPress.WP.AlternativeFunctions.file_system_read_',
		'WordPress.Arrays.CommaAfterArrayItem',
		'WordPress.Classes.ClassInstantiation',
		'WordPress.CodeAnalysis.AssignmentInCondition',
		'WordPress.CodeAnalysis.EmptyStatement',
		'WordPress.PHP.DisallowShortTernary',
		'WordPress.PHP.StrictComparisons',
		'WordPress.WhiteSpace.DisallowInlineTabs',
		'WordPress.WhiteSpace.PrecisionAlignment',
		'WordPress.WP.TimezoneChange',
		'WordPress.NamingConventions.ValidVariableName.NotSnakeCase',
		'WordPress.NamingConventions.ValidVariableName.MemberNotSnakeCase',
		'WordPress.NamingConventions.ValidVariableName.StringNotSnakeCase',
		'WordPress.VIP.',
		'WordPress.XSS.',
		'WordPress.CSRF.',
	);

	/**
	 * The PHP files of the zip, relative to the plugin's folder.
	 *
	 * @return list<string>
	 */
	private static function shipped(): array {
		$files = array( 'plugin.php', 'uninstall.php' );
		foreach ( array( 'includes', 'templates' ) as $dir ) {
			$found = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( VITRINA_DIR . '/' . $dir, \FilesystemIterator::SKIP_DOTS ) );
			foreach ( $found as $file ) {
				if ( $file instanceof \SplFileInfo && 'php' === $file->getExtension() ) {
					$files[] = substr( $file->getPathname(), strlen( VITRINA_DIR ) + 1 );
				}
			}
		}
		sort( $files );
		return $files;
	}

	/**
	 * A file's tokens, each as [ id, text, line ].
	 *
	 * @param string $file Relative path.
	 * @return list<array{0: int|string, 1: string, 2: int}>
	 */
	private static function tokens( string $file ): array {
		$tokens = array();
		$line   = 1;
		foreach ( token_get_all( (string) file_get_contents( VITRINA_DIR . '/' . $file ) ) as $token ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
			if ( is_array( $token ) ) {
				$tokens[] = array( $token[0], $token[1], $token[2] );
				$line     = $token[2] + substr_count( $token[1], "\n" );
			} else {
				$tokens[] = array( $token, $token, $line );
			}
		}
		return $tokens;
	}

	/**
	 * An output statement over several lines has no ignore comment in it or
	 * after it: it prints a template (Templates::output) or escapes its
	 * values where it prints them.
	 */
	public function test_no_multiline_output_relies_on_an_ignore_comment(): void {
		$found = array();
		foreach ( self::shipped() as $file ) {
			$tokens = self::tokens( $file );
			$count  = count( $tokens );
			foreach ( $tokens as $i => $token ) {
				if ( ! in_array( $token[0], array( T_ECHO, T_PRINT, T_OPEN_TAG_WITH_ECHO ), true ) ) {
					continue;
				}
				$depth    = 0;
				$ignored  = false;
				$end_line = $token[2];
				for ( $j = $i + 1; $j < $count; $j++ ) {
					$t = $tokens[ $j ];
					if ( in_array( $t[1], array( '(', '[', '{' ), true ) ) {
						++$depth;
					} elseif ( in_array( $t[1], array( ')', ']', '}' ), true ) ) {
						--$depth;
					}
					if ( T_COMMENT === $t[0] && str_contains( $t[1], 'phpcs:ignore' ) ) {
						$ignored = true;
					}
					if ( 0 === $depth && ( ';' === $t[1] || T_CLOSE_TAG === $t[0] ) ) {
						$end_line = $t[2];
						// The comment trailing the statement's last line.
						$k = $j + 1;
						while ( $k < $count && T_WHITESPACE === $tokens[ $k ][0] && ! str_contains( $tokens[ $k ][1], "\n" ) ) {
							++$k;
						}
						if ( $k < $count && T_COMMENT === $tokens[ $k ][0] && $tokens[ $k ][2] === $end_line && str_contains( $tokens[ $k ][1], 'phpcs:ignore' ) ) {
							$ignored = true;
						}
						break;
					}
				}
				if ( $ignored && $end_line > $token[2] ) {
					$found[] = $file . ':' . $token[2];
				}
			}
		}
		$this->assertSame( array(), $found, 'Output over several lines that relies on one ignore comment' );
	}

	/**
	 * Ignore comments name no code that WPCS 3 renamed or removed.
	 */
	public function test_ignore_comments_use_codes_wpcs3_knows(): void {
		$found = array();
		foreach ( self::shipped() as $file ) {
			foreach ( self::tokens( $file ) as $token ) {
				if ( ! in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) || ! preg_match( '/phpcs:(ignore|disable|enable)/', $token[1] ) ) {
					continue;
				}
				foreach ( self::GONE_IN_WPCS3 as $code ) {
					if ( str_contains( $token[1], $code ) ) {
						$found[] = $file . ':' . $token[2] . ' ' . $code;
					}
				}
			}
		}
		$this->assertSame( array(), $found, 'Ignore comments naming WPCS 2 codes' );
	}

	/**
	 * No query sets suppress_filters to true (Plugin Check's
	 * performant_wp_query_params).
	 */
	public function test_no_query_suppresses_filters(): void {
		$found = array();
		foreach ( self::shipped() as $file ) {
			$source = (string) file_get_contents( VITRINA_DIR . '/' . $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
			if ( preg_match_all( '/[\'"]suppress_filters[\'"]\s*=>\s*true/i', $source, $m, PREG_OFFSET_CAPTURE ) ) {
				foreach ( $m[0] as $hit ) {
					$found[] = $file . ':' . ( substr_count( substr( $source, 0, $hit[1] ), "\n" ) + 1 );
				}
			}
		}
		$this->assertSame( array(), $found, 'suppress_filters => true' );
	}
}
