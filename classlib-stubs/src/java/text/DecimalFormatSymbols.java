package java.text;

import java.io.Serializable;
import java.util.Locale;

/**
 * The characters DecimalFormat prints and parses for one locale. Loupe
 * carries the CLDR data of JDK 17 for a few locales only: English (US, UK,
 * Canada, ROOT), German, French, Italian and Spanish; any other locale gets
 * the ROOT symbols. The currency symbol is the country's when it is known
 * ($, £, €, ￥), else the generic sign ¤ with code XXX, as the JDK prints for
 * a locale without a country.
 */
public class DecimalFormatSymbols implements Cloneable, Serializable {
    private final Locale locale;
    private char zeroDigit = '0';
    private char groupingSeparator = ',';
    private char decimalSeparator = '.';
    private char perMill = '\u2030';
    private char percent = '%';
    private char digit = '#';
    private char patternSeparator = ';';
    private String infinity = "\u221e";
    private String naN = "NaN";
    private char minusSign = '-';
    private String currencySymbol = "\u00a4";
    private String intlCurrencySymbol = "XXX";
    private char monetaryDecimalSeparator = '.';
    private char monetaryGroupingSeparator = ',';
    private String exponentSeparator = "E";

    public DecimalFormatSymbols() {
        this(Locale.getDefault(Locale.Category.FORMAT));
    }

    public DecimalFormatSymbols(Locale locale) {
        if (locale == null) {
            throw new NullPointerException();
        }
        this.locale = locale;
        String language = locale.getLanguage();
        if (language.equals("de") || language.equals("it") || language.equals("es")) {
            decimalSeparator = ',';
            groupingSeparator = '.';
        } else if (language.equals("fr")) {
            decimalSeparator = ',';
            groupingSeparator = '\u202f'; // narrow no-break space since CLDR 34 (JDK 13+)
        }
        monetaryDecimalSeparator = decimalSeparator;
        monetaryGroupingSeparator = groupingSeparator;
        String country = locale.getCountry();
        if (language.equals("en") && country.equals("CA")) {
            exponentSeparator = "e"; // CLDR's English-Canadian data says so
        }
        if (country.equals("US") || country.equals("CA")) {
            currencySymbol = "$";
            intlCurrencySymbol = country.equals("US") ? "USD" : "CAD";
        } else if (country.equals("GB")) {
            currencySymbol = "\u00a3";
            intlCurrencySymbol = "GBP";
        } else if (country.equals("DE") || country.equals("FR") || country.equals("IT") || country.equals("ES")) {
            currencySymbol = "\u20ac";
            intlCurrencySymbol = "EUR";
        } else if (country.equals("JP")) {
            currencySymbol = "\uffe5";
            intlCurrencySymbol = "JPY";
        }
    }

    public static Locale[] getAvailableLocales() {
        return Locale.getAvailableLocales();
    }

    public static final DecimalFormatSymbols getInstance() {
        return new DecimalFormatSymbols();
    }

    public static final DecimalFormatSymbols getInstance(Locale locale) {
        return new DecimalFormatSymbols(locale);
    }

    Locale locale() {
        return locale;
    }

    public char getZeroDigit() { return zeroDigit; }
    public void setZeroDigit(char zeroDigit) { this.zeroDigit = zeroDigit; }
    public char getGroupingSeparator() { return groupingSeparator; }
    public void setGroupingSeparator(char c) { groupingSeparator = c; }
    public char getDecimalSeparator() { return decimalSeparator; }
    public void setDecimalSeparator(char c) { decimalSeparator = c; }
    public char getPerMill() { return perMill; }
    public void setPerMill(char c) { perMill = c; }
    public char getPercent() { return percent; }
    public void setPercent(char c) { percent = c; }
    public char getDigit() { return digit; }
    public void setDigit(char c) { digit = c; }
    public char getPatternSeparator() { return patternSeparator; }
    public void setPatternSeparator(char c) { patternSeparator = c; }
    public String getInfinity() { return infinity; }
    public void setInfinity(String s) { infinity = s; }
    public String getNaN() { return naN; }
    public void setNaN(String s) { naN = s; }
    public char getMinusSign() { return minusSign; }
    public void setMinusSign(char c) { minusSign = c; }
    public String getCurrencySymbol() { return currencySymbol; }
    public void setCurrencySymbol(String s) { currencySymbol = s; }
    public String getInternationalCurrencySymbol() { return intlCurrencySymbol; }
    public void setInternationalCurrencySymbol(String s) { intlCurrencySymbol = s; }
    public char getMonetaryDecimalSeparator() { return monetaryDecimalSeparator; }
    public void setMonetaryDecimalSeparator(char c) { monetaryDecimalSeparator = c; }
    public char getMonetaryGroupingSeparator() { return monetaryGroupingSeparator; }
    public void setMonetaryGroupingSeparator(char c) { monetaryGroupingSeparator = c; }

    public String getExponentSeparator() {
        return exponentSeparator;
    }

    public void setExponentSeparator(String exp) {
        if (exp == null) {
            throw new NullPointerException();
        }
        exponentSeparator = exp;
    }

    @Override
    public Object clone() {
        try {
            return super.clone();
        } catch (CloneNotSupportedException e) {
            throw new InternalError(e);
        }
    }

    @Override
    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (obj == null || getClass() != obj.getClass()) {
            return false;
        }
        DecimalFormatSymbols o = (DecimalFormatSymbols) obj;
        return zeroDigit == o.zeroDigit && groupingSeparator == o.groupingSeparator
                && decimalSeparator == o.decimalSeparator && perMill == o.perMill && percent == o.percent
                && digit == o.digit && patternSeparator == o.patternSeparator && infinity.equals(o.infinity)
                && naN.equals(o.naN) && minusSign == o.minusSign && currencySymbol.equals(o.currencySymbol)
                && intlCurrencySymbol.equals(o.intlCurrencySymbol)
                && monetaryDecimalSeparator == o.monetaryDecimalSeparator
                && monetaryGroupingSeparator == o.monetaryGroupingSeparator
                && exponentSeparator.equals(o.exponentSeparator) && locale.equals(o.locale);
    }

    @Override
    public int hashCode() {
        int result = zeroDigit;
        result = result * 37 + groupingSeparator;
        result = result * 37 + decimalSeparator;
        return result;
    }
}
