<?php
/**
 * Tests of the stemmers.
 *
 * @package Vitrina
 */

namespace Vitrina\Tests\Search;

use Vitrina\Search\Stemmer;
use Vitrina\Tests\TestCase;

/**
 * Snowball's Russian and English (Porter2) algorithms against a sample of
 * the Snowball project's published vocabularies (stems.tsv: language, word,
 * stem; every 240th Russian and 280th English word of the published lists,
 * and a few shop words stemmed by the reference implementation).
 */
final class StemmerTest extends TestCase {

	/**
	 * Each word of the sample has the published stem.
	 *
	 * @param string $lang Language (ru, en).
	 * @param string $word Word.
	 * @param string $stem Its stem.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'vocabulary' )]
	public function test_published_vocabulary( string $lang, string $word, string $stem ): void {
		// The index folds ё to е before stemming; the published lists keep ё.
		$word = str_replace( 'ё', 'е', $word );
		$stem = str_replace( 'ё', 'е', $stem );
		$this->assertSame( $stem, 'ru' === $lang ? Stemmer::russian( $word ) : Stemmer::english( $word ) );
		$this->assertSame( $stem, Stemmer::stem( $word ), 'by script' );
	}

	/**
	 * The sample.
	 *
	 * @return array<string, array{string, string, string}>
	 */
	public static function vocabulary(): array {
		$cases = array();
		foreach ( (array) file( __DIR__ . '/stems.tsv', FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ) as $line ) {
			$cols = explode( "\t", (string) $line );
			if ( 3 === count( $cols ) ) {
				$cases[ $cols[0] . ' ' . $cols[1] ] = array( $cols[0], $cols[1], $cols[2] );
			}
		}
		return $cases;
	}

	/**
	 * The sample is large enough to mean something.
	 */
	public function test_sample_size(): void {
		$langs = array_count_values( array_column( self::vocabulary(), 0 ) );
		$this->assertGreaterThan( 200, $langs['ru'] );
		$this->assertGreaterThan( 150, $langs['en'] );
	}

	/**
	 * Words of neither script are kept.
	 */
	public function test_other_words_kept(): void {
		$this->assertSame( '26', Stemmer::stem( '26' ) );
		$this->assertSame( 'bn4242', Stemmer::stem( 'bn4242' ) );
		$this->assertSame( 'чайникi', Stemmer::stem( 'чайникi' ) );
	}
}
